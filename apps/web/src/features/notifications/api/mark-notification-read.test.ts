import type { NotificationList } from "@internpath/shared/notifications";
import { describe, expect, it } from "vitest";
import { withNotificationRead } from "./mark-notification-read";

const list = (unreadCount: number, isRead = false): NotificationList => ({
  items: [
    {
      id: "n1",
      title: "t",
      content: "",
      type: "other",
      relatedId: null,
      link: null,
      isRead,
      createdAt: "2026-11-23T10:00:00.000Z",
    },
  ],
  unreadCount,
});

describe("withNotificationRead", () => {
  it("marks it read and drops the count by one, never below 0", () => {
    expect(withNotificationRead(list(3), "n1")).toEqual({ ...list(2, true) });
    expect(withNotificationRead(list(0), "n1").unreadCount).toBe(0);
  });

  it("changes nothing for a read or unknown notification", () => {
    const read = list(2, true);
    expect(withNotificationRead(read, "n1")).toBe(read);
    const unread = list(2);
    expect(withNotificationRead(unread, "other")).toBe(unread);
  });
});
