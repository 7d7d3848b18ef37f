import type { NotificationType } from "@internpath/shared/enums";
import type { NotificationItem } from "@internpath/shared/notifications";
import { clsx } from "clsx";
import { Bell, CheckCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ListFooter } from "@/components/list/list-footer";
import { ListResults } from "@/components/list/list-results";
import { NoResults } from "@/components/list/no-results";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FilterButtons, type FilterOption } from "@/components/ui/filter-buttons";
import { PageHeader } from "@/components/ui/page-header";
import { placeholderKeys, SkeletonText } from "@/components/ui/skeleton";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { formatCount, formatRelativeTime } from "@/lib/format";
import type { NotificationPageParams } from "@/lib/query-keys";
import { useNotificationPage } from "../api/get-notification-page";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { notificationTarget } from "../utils/notification-target";
import { NotificationIcon } from "./notification-icon";

type TypeFilter = NotificationType | "all";

const TYPE_OPTIONS: readonly FilterOption<TypeFilter>[] = [
  { value: "all", label: "All" },
  { value: "message", label: "Messages" },
  { value: "application", label: "Applications" },
  { value: "status_change", label: "Status changes" },
  { value: "other", label: "Other" },
];

function typeFilterOf(value: string | null): TypeFilter {
  return TYPE_OPTIONS.some((option) => option.value === value) ? (value as TypeFilter) : "all";
}

/** The Notifications page: every notification of the user, newest first, by type and unread only. */
export function NotificationsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = typeFilterOf(searchParams.get("type"));
  const unreadOnly = searchParams.get("unread") === "true";
  const after = searchParams.get("after") ?? undefined;
  const before = after ? undefined : (searchParams.get("before") ?? undefined);
  const params: NotificationPageParams = {
    ...(type !== "all" && { type }),
    ...(unreadOnly && { unread: "true" as const }),
    ...(after && { after }),
    ...(before && { before }),
  };
  const page = useNotificationPage(params);
  const bell = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = bell.data?.unreadCount ?? 0;
  const isFiltered = type !== "all" || unreadOnly;

  /** A new filter starts at the first page. */
  const setFilters = (next: { type?: TypeFilter; unread?: boolean }) =>
    setSearchParams((current) => {
      const search = new URLSearchParams(current);
      const nextType = next.type ?? type;
      const nextUnread = next.unread ?? unreadOnly;
      if (nextType === "all") search.delete("type");
      else search.set("type", nextType);
      if (nextUnread) search.set("unread", "true");
      else search.delete("unread");
      search.delete("after");
      search.delete("before");
      return search;
    });

  return (
    <>
      <PageHeader
        title="Notifications"
        description="Everything that happened on your account, newest first."
        actions={
          <Button
            variant="outline"
            disabled={unreadCount === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Mark all as read
          </Button>
        }
      />

      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <FilterButtons
          legend="Type"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(value) => setFilters({ type: value })}
        />
        <div className="flex items-center gap-2">
          <input
            id="notifications-unread-only"
            type="checkbox"
            className="size-4 shrink-0 rounded border-neutral-400 accent-brand-600"
            checked={unreadOnly}
            onChange={(event) => setFilters({ unread: event.target.checked })}
          />
          <label
            htmlFor="notifications-unread-only"
            className="flex min-h-11 items-center text-sm font-medium text-neutral-800 sm:min-h-8"
          >
            Unread only
          </label>
        </div>
      </div>

      <ListResults
        query={page}
        loadError="Failed to load notifications"
        errorLayout="page"
        placeholder={
          <Card className="divide-y divide-neutral-200" aria-busy="true">
            <p className="sr-only" role="status">
              Loading notifications...
            </p>
            {placeholderKeys(5).map((key) => (
              <div key={key} className="space-y-2 px-4 py-4">
                <SkeletonText width="w-1/3" />
                <SkeletonText width="w-2/3" />
              </div>
            ))}
          </Card>
        }
        empty={() => (
          <NoResults
            icon={Bell}
            noun="notifications"
            isLaterPage={Boolean(after || before)}
            isFiltered={isFiltered}
            onFirstPage={() => setFilters({})}
            filtered={{
              title: "No notifications match this filter",
              description: "Try another type, or show read ones too.",
              onClear: () => setSearchParams(new URLSearchParams()),
            }}
            empty={{
              title: "No notifications yet",
              description: "Messages, applications and status changes will show up here.",
            }}
          />
        )}
      >
        {(data) => (
          <>
            <Card>
              <ul className="divide-y divide-neutral-200" aria-label="Notifications">
                {data.items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationRow notification={notification} />
                  </li>
                ))}
              </ul>
            </Card>
            <ListFooter
              className="mt-4"
              label="Notification pages"
              summary={`${formatCount(data.total)} ${data.total === 1 ? "notification" : "notifications"}`}
              page={data}
            />
          </>
        )}
      </ListResults>
    </>
  );
}

/** One notification: where it leads (as the bell's item does), its time, and Mark as read while unread. */
function NotificationRow({ notification }: { notification: NotificationItem }) {
  const user = useSignedInUser();
  const markRead = useMarkNotificationRead();
  const target = notificationTarget(notification, user.role);
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          className={clsx("text-sm text-neutral-900", notification.isRead ? "font-medium" : "font-semibold")}
        >
          {notification.title}
        </span>
        {!notification.isRead && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
        )}
      </span>
      {notification.content && (
        <span className="mt-0.5 block break-words text-sm text-neutral-700">{notification.content}</span>
      )}
      <span className="mt-1 block text-xs text-neutral-600">
        {!notification.isRead && <span className="sr-only">Unread, </span>}
        <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
      </span>
    </>
  );
  return (
    <div
      className={clsx(
        "flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start",
        !notification.isRead && "bg-brand-50",
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <NotificationIcon
          type={notification.type}
          className={clsx(
            "mt-0.5 size-5 shrink-0",
            notification.isRead ? "text-neutral-500" : "text-brand-600",
          )}
        />
        {target ? (
          <Link
            to={target}
            onClick={() => {
              if (!notification.isRead) markRead.mutate(notification.id);
            }}
            className="block min-w-0 flex-1 rounded-control hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {body}
          </Link>
        ) : (
          <div className="min-w-0 flex-1">{body}</div>
        )}
      </div>
      {!notification.isRead && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={`Mark as read: ${notification.title}`}
          onClick={() => markRead.mutate(notification.id)}
        >
          Mark as read
        </Button>
      )}
    </div>
  );
}
