import { PageHeader } from "@/components/ui/page-header";
import { CompanyForm } from "@/features/admin-accounts/components/company-form";

export default function AdminAddCompanyRoute() {
  return (
    <>
      <PageHeader
        title="Add Company"
        description="Create a company account; the company receives an email to set its password."
      />
      <CompanyForm mode="add" />
    </>
  );
}
