import { PageHeader } from "@/components/ui/page-header";

export default function AdminEditStudentRoute() {
  return <PageHeader title="Edit Student" description="Update this student's details." />;
}
