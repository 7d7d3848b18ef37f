import { isAppPath } from "@internpath/shared/app-path";
import type { Role } from "@internpath/shared/enums";
import type { NotificationItem } from "@internpath/shared/notifications";
import { paths } from "@/config/paths";

/**
 * Where selecting a notification leads (spec, "Roles and permissions"): a message to Messages; a new
 * application to the company's applications; a status change to the student's applications; a note
 * about a company's posting to Manage Internships. A notification with a link (an admin's queue, say)
 * leads there, if it is a path of this app. Nowhere without a related id or for another role.
 */
export function notificationTarget(notification: NotificationItem, role: Role): string | null {
  if (notification.link !== null) return isAppPath(notification.link) ? notification.link : null;
  if (!notification.relatedId) return null;
  switch (notification.type) {
    case "message":
      return paths.app.messages.getHref();
    case "application":
      return role === "company" ? paths.app.applications.getHref() : null;
    case "status_change":
      return role === "student" ? paths.app.applications.getHref() : null;
    case "other":
      // A company's posting closed or asked to be confirmed (docs/product.md, "Stale postings").
      return role === "company" ? paths.app.manageInternships.getHref() : null;
    default:
      return null;
  }
}

/** The badge: the count, or '9+' above 9. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}
