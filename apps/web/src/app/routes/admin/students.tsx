import { PageHeader } from "@/components/ui/page-header";

export default function AdminStudentsRoute() {
  return (
    <PageHeader
      title="Manage Students"
      description="Search, review and manage student accounts, their applications and resumes."
    />
  );
}
