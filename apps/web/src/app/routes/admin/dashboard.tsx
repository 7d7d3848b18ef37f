import { PageHeader } from "@/components/ui/page-header";
import { AdminDashboard } from "@/features/admin-accounts/components/admin-dashboard";

export default function AdminDashboardRoute() {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="An overview of the students, companies, internships and applications on InternPath."
      />
      <AdminDashboard />
    </>
  );
}
