import { PageHeader } from "@/components/ui/page-header";
import { AdminDashboard } from "@/features/admin-accounts/components/admin-dashboard";
import { ApprovalSetting } from "@/features/admin-trust/components/approval-setting";

export default function AdminDashboardRoute() {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="An overview of the students, companies, internships and applications on InternPath."
      />
      <div className="space-y-6">
        <ApprovalSetting />
        <AdminDashboard />
      </div>
    </>
  );
}
