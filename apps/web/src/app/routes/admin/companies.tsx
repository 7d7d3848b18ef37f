import { PageHeader } from "@/components/ui/page-header";
import { AddCompanyLink, CompaniesList } from "@/features/admin-accounts/components/companies-list";

export default function AdminCompaniesRoute() {
  return (
    <>
      <PageHeader
        title="Manage Companies"
        description="Search, review and manage the companies that post internships."
        actions={<AddCompanyLink />}
      />
      <CompaniesList />
    </>
  );
}
