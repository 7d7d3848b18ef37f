import { PageHeader } from "@/components/ui/page-header";

export default function AdminAddStudentRoute() {
  return (
    <PageHeader
      title="Add Student"
      description="Create a student account; the student receives an email to set a password."
    />
  );
}
