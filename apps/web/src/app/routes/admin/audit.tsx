import { PageHeader } from "@/components/ui/page-header";
import { AuditLog } from "@/features/admin-trust/components/audit-log";

export default function AdminAuditRoute() {
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every change an administrator made: who, when, what, and the fields before and after."
      />
      <AuditLog />
    </>
  );
}
