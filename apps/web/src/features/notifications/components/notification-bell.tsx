import type { Role } from "@internpath/shared/enums";
import type { NotificationItem } from "@internpath/shared/notifications";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import { Bell, CheckCheck, X } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { formatRelativeTime } from "@/lib/format";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { notificationTarget, unreadBadgeText } from "../utils/notification-target";
import { NotificationIcon } from "./notification-icon";

const actionClasses =
  "inline-flex min-h-11 cursor-pointer items-center gap-1 whitespace-nowrap rounded-control px-2 py-1 text-xs sm:min-h-8 font-semibold outline-none select-none data-[highlighted]:bg-neutral-100 data-[disabled]:cursor-default data-[disabled]:opacity-50";

/** The bell in the top bar: the newest notifications, the unread count, mark all as read. */
export function NotificationBell({ role }: { role: Role }) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unreadCount);
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : "Notifications";

  const open = (notification: NotificationItem) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const target = notificationTarget(notification, role);
    if (target) void navigate(target);
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="relative flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-neutral-100"
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-error-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
          >
            {badge}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-card border border-neutral-200 bg-white shadow-raised data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold text-neutral-900">
              Notifications
            </DropdownMenu.Label>
            <div className="flex items-center gap-1">
              <DropdownMenu.Item
                className={clsx(actionClasses, "text-brand-700")}
                disabled={unreadCount === 0 || markAllRead.isPending}
                onSelect={(event) => {
                  // Stay open: the list shows them read.
                  event.preventDefault();
                  markAllRead.mutate();
                }}
              >
                <CheckCheck className="size-4" aria-hidden="true" />
                Mark all as read
              </DropdownMenu.Item>
              <DropdownMenu.Item className={clsx(actionClasses, "text-neutral-700")}>
                <X className="size-4" aria-hidden="true" />
                Close
              </DropdownMenu.Item>
            </div>
          </div>
          <div className="max-h-96 overflow-y-auto p-1.5">
            {notifications.isPending ? (
              <p className="px-3 py-6 text-center text-sm text-neutral-600">Loading notifications...</p>
            ) : notifications.isError ? (
              <p className="px-3 py-6 text-center text-sm text-neutral-600">Could not load notifications</p>
            ) : notifications.data.items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-neutral-600">No notifications yet</p>
            ) : (
              notifications.data.items.map((notification) => (
                <DropdownMenu.Item
                  key={notification.id}
                  onSelect={() => open(notification)}
                  className={clsx(
                    "flex cursor-pointer gap-3 rounded-control px-3 py-2.5 outline-none select-none data-[highlighted]:bg-neutral-100",
                    !notification.isRead && "bg-brand-50",
                  )}
                >
                  <NotificationIcon
                    type={notification.type}
                    className={clsx(
                      "mt-0.5 size-5 shrink-0",
                      notification.isRead ? "text-neutral-500" : "text-brand-600",
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-start justify-between gap-2">
                      <span
                        className={clsx(
                          "text-sm text-neutral-900",
                          notification.isRead ? "font-medium" : "font-semibold",
                        )}
                      >
                        {notification.title}
                      </span>
                      {!notification.isRead && (
                        <span
                          className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600"
                          aria-hidden="true"
                        />
                      )}
                    </span>
                    {notification.content && (
                      <span className="mt-0.5 line-clamp-2 block text-sm text-neutral-700">
                        {notification.content}
                      </span>
                    )}
                    <span className="mt-1 block text-xs text-neutral-600">
                      {!notification.isRead && <span className="sr-only">Unread, </span>}
                      <time dateTime={notification.createdAt}>
                        {formatRelativeTime(notification.createdAt)}
                      </time>
                    </span>
                  </span>
                </DropdownMenu.Item>
              ))
            )}
          </div>
          <div className="border-t border-neutral-200 p-1.5">
            <DropdownMenu.Item asChild>
              <Link
                to={paths.app.notifications.getHref()}
                className="flex min-h-11 items-center justify-center rounded-control px-3 text-sm font-semibold text-brand-700 outline-none select-none data-[highlighted]:bg-neutral-100 sm:min-h-9"
              >
                View all notifications
              </Link>
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
