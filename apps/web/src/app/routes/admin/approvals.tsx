import { PageHeader } from "@/components/ui/page-header";
import { ApprovalSetting } from "@/features/admin-trust/components/approval-setting";
import { ApprovalsQueue } from "@/features/admin-trust/components/approvals-queue";

export default function AdminApprovalsRoute() {
  return (
    <>
      <PageHeader
        title="Employer Approvals"
        description="Companies waiting for review before students see their internships."
      />
      <div className="space-y-6">
        <ApprovalSetting />
        <ApprovalsQueue />
      </div>
    </>
  );
}
