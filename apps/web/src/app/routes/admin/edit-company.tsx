import { useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { EditCompany } from "@/features/admin-accounts/components/account-editors";

export default function AdminEditCompanyRoute() {
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader
        title="Edit Company"
        description="Change the company's details. Its email stays as it is."
      />
      <EditCompany key={id} id={id} />
    </>
  );
}
