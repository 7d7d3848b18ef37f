import type { NotificationItem } from "@internpath/shared/notifications";
import { describe, expect, it } from "vitest";
import { notificationTarget, unreadBadgeText } from "./notification-target";

const item = (
  type: NotificationItem["type"],
  relatedId: string | null = "r1",
  link: string | null = null,
): NotificationItem => ({
  id: "n1",
  title: "t",
  content: "",
  type,
  relatedId,
  link,
  isRead: false,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("notificationTarget", () => {
  it("leads a message to /messages, an application to the company's list, a status change to the student's", () => {
    expect(notificationTarget(item("message"), "student")).toBe("/messages");
    expect(notificationTarget(item("application"), "company")).toBe("/applications");
    expect(notificationTarget(item("status_change"), "student")).toBe("/applications");
    expect(notificationTarget(item("other"), "company")).toBe("/manage-internships");
  });

  it("leads nowhere for another role, another type or without a related id", () => {
    expect(notificationTarget(item("application"), "student")).toBeNull();
    expect(notificationTarget(item("status_change"), "company")).toBeNull();
    expect(notificationTarget(item("other"), "admin")).toBeNull();
    expect(notificationTarget(item("message", null), "student")).toBeNull();
  });

  it("leads where its link says, for any role, and only to a path of the app", () => {
    expect(notificationTarget(item("other", "i1", "/admin/reports"), "admin")).toBe("/admin/reports");
    expect(notificationTarget(item("other", null, "/admin/approvals"), "admin")).toBe("/admin/approvals");
    expect(notificationTarget(item("other", "i1", "/manage-internships"), "company")).toBe(
      "/manage-internships",
    );
    for (const link of [
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "admin/reports",
      "",
    ]) {
      expect(notificationTarget(item("other", "i1", link), "admin"), link).toBeNull();
    }
  });
});

describe("unreadBadgeText", () => {
  it("shows the count, '9+' above 9, nothing at 0", () => {
    expect([0, 1, 9, 10, 250].map(unreadBadgeText)).toEqual([null, "1", "9", "9+", "9+"]);
  });
});
