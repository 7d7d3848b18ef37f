import { PageHeader } from "@/components/ui/page-header";

export default function AdminDashboardRoute() {
  return (
    <PageHeader
      title="Admin Dashboard"
      description="An overview of the students, companies, internships and applications on InternPath."
    />
  );
}
