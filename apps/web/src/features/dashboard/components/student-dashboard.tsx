import type { CurrentUser } from "@internpath/shared/profile";
import { PageHeader } from "@/components/ui/page-header";
import { displayName } from "@/features/auth/utils/display-name";

export function StudentDashboard({ user }: { user: CurrentUser }) {
  return (
    <PageHeader
      title={`Welcome back, ${displayName(user)}`}
      description="Your internship search at a glance: applications, their status and the newest openings."
    />
  );
}
