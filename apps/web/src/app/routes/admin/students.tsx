import { PageHeader } from "@/components/ui/page-header";
import { AddStudentLink, StudentsList } from "@/features/admin-accounts/components/students-list";

export default function AdminStudentsRoute() {
  return (
    <>
      <PageHeader
        title="Manage Students"
        description="Search, review and manage student accounts, their applications and resumes."
        actions={<AddStudentLink />}
      />
      <StudentsList />
    </>
  );
}
