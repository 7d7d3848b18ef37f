import { useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { EditStudent } from "@/features/admin-accounts/components/account-editors";

export default function AdminEditStudentRoute() {
  const { id = "" } = useParams();
  return (
    <>
      <PageHeader
        title="Edit Student"
        description="Change the student's details. Their email stays as it is."
      />
      <EditStudent key={id} id={id} />
    </>
  );
}
