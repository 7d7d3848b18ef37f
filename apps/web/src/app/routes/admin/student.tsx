import { PageHeader } from "@/components/ui/page-header";

export default function AdminStudentRoute() {
  return (
    <PageHeader
      title="Student Profile"
      description="This student's details, education, resume and applications."
    />
  );
}
