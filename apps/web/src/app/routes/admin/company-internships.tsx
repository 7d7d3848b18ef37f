import { PageHeader } from "@/components/ui/page-header";

export default function AdminCompanyInternshipsRoute() {
  return <PageHeader title="Company Internships" description="Every internship this company has posted." />;
}
