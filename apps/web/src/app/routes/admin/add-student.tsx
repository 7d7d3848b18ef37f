import { PageHeader } from "@/components/ui/page-header";
import { StudentForm } from "@/features/admin-accounts/components/student-form";

export default function AdminAddStudentRoute() {
  return (
    <>
      <PageHeader
        title="Add Student"
        description="Create a student account; the student receives an email to set a password."
      />
      <StudentForm mode="add" />
    </>
  );
}
