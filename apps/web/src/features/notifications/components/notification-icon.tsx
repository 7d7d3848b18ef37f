import type { NotificationType } from "@internpath/shared/enums";
import { Bell, FileText, Mail } from "lucide-react";

/** Mail for a message, a document for an application, a bell otherwise. */
export function NotificationIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = type === "message" ? Mail : type === "application" ? FileText : Bell;
  return <Icon className={className} aria-hidden="true" />;
}
