import { PageHeader } from "@/components/ui/page-header";

export default function AdminCompaniesRoute() {
  return (
    <PageHeader
      title="Manage Companies"
      description="Search, review and manage the companies that post internships."
    />
  );
}
