import { PageHeader } from "@/components/ui/page-header";

export default function AdminEditCompanyRoute() {
  return <PageHeader title="Edit Company" description="Update this company's details." />;
}
