import { PageHeader } from "@/components/ui/page-header";

export default function AdminCompanyApplicationsRoute() {
  return (
    <PageHeader title="Company Applications" description="Every application to this company's internships." />
  );
}
