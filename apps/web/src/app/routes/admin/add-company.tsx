import { PageHeader } from "@/components/ui/page-header";

export default function AdminAddCompanyRoute() {
  return (
    <PageHeader
      title="Add Company"
      description="Create a company account; the company receives an email to set its password."
    />
  );
}
