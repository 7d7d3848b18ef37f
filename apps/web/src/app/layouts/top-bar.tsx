import type { CurrentUser } from "@internpath/shared/profile";
import { Logo } from "@/components/layout/logo";
import { PageBar } from "@/components/layout/page-bar";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { useLiveEvents } from "@/features/notifications/hooks/use-live-events";
import { MobileMenu } from "./mobile-menu";
import { UserMenu } from "./user-menu";

export function TopBar({ user }: { user: CurrentUser }) {
  useLiveEvents();
  return (
    <PageBar position="fixed">
      <div className="flex h-full items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {/* Below the large breakpoint the menu opens from here, never from a button floating over content. */}
        <div className="flex items-center gap-1">
          <MobileMenu user={user} />
          <Logo />
        </div>
        {/* Actions, right to left: the user menu, then the notification bell. */}
        <div className="flex items-center gap-2">
          <NotificationBell role={user.role} />
          <UserMenu user={user} />
        </div>
      </div>
    </PageBar>
  );
}
