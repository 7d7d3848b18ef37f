import type { CurrentUser } from "@internpath/shared/profile";
import { PageHeader } from "@/components/ui/page-header";
import { displayName } from "@/features/auth/utils/display-name";

export function CompanyDashboard({ user }: { user: CurrentUser }) {
  return (
    <PageHeader
      title={`Welcome back, ${user.companyName?.trim() || displayName(user)}`}
      description="Your internships and the students applying to them, at a glance."
    />
  );
}
