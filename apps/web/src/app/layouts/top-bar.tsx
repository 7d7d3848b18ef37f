import { TOP_BAR_SHADOW_AFTER_PX } from "@internpath/shared/limits";
import type { CurrentUser } from "@internpath/shared/profile";
import { clsx } from "clsx";
import { Logo } from "@/components/layout/logo";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { useLiveEvents } from "@/features/notifications/hooks/use-live-events";
import { useScrolledPast } from "@/hooks/use-scrolled-past";
import { MobileMenu } from "./mobile-menu";
import { UserMenu } from "./user-menu";

export function TopBar({ user }: { user: CurrentUser }) {
  const isScrolled = useScrolledPast(TOP_BAR_SHADOW_AFTER_PX);
  useLiveEvents();
  return (
    <header
      className={clsx(
        "fixed inset-x-0 top-0 z-40 h-16 border-b bg-white/95 backdrop-blur transition-shadow",
        isScrolled ? "border-transparent shadow-bar" : "border-neutral-200",
      )}
    >
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
    </header>
  );
}
