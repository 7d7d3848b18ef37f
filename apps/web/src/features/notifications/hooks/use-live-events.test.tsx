import type { NotificationList } from "@internpath/shared/notifications";
import { QueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { describe, expect, it, vi } from "vitest";
import {
  companyApplicationsKeys,
  currentUserKeys,
  dashboardKeys,
  internshipsKeys,
  myApplicationsKeys,
  notificationsKeys,
} from "@/lib/query-keys";
import { handleLiveEvent } from "./use-live-events";

const KEYS = {
  notifications: notificationsKeys.all,
  messages: ["messages", "inbox"],
  studentDashboard: dashboardKeys.student(),
  myApplications: myApplicationsKeys.list({}),
  companyDashboard: dashboardKeys.company(),
  companyApplications: companyApplicationsKeys.list({}),
  internships: internshipsKeys.list({}),
} as const;

function clientWithEveryQuery() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const queryKey of Object.values(KEYS)) queryClient.setQueryData(queryKey, { seeded: true });
  return queryClient;
}

function invalidated(queryClient: QueryClient) {
  return Object.entries(KEYS)
    .filter(([, queryKey]) => queryClient.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name);
}

describe("handleLiveEvent", () => {
  it("a message marks the messages queries stale, and nothing else", () => {
    const queryClient = clientWithEveryQuery();
    handleLiveEvent(queryClient, { name: "message", data: { id: "m1" }, id: "2" }, false);
    expect(invalidated(queryClient)).toEqual(["messages"]);
  });

  it("a note about the account (type other) marks the signed-in user stale; another type does not", () => {
    const queryClient = clientWithEveryQuery();
    queryClient.setQueryData(currentUserKeys.all, { seeded: true });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ items: [], unreadCount: 0 }));
    handleLiveEvent(
      queryClient,
      { name: "notification", data: { id: "n1", type: "application", relatedId: "a1" }, id: "2" },
      false,
    );
    expect(queryClient.getQueryState(currentUserKeys.all)?.isInvalidated).toBe(false);
    handleLiveEvent(
      queryClient,
      { name: "notification", data: { id: "n2", type: "other", relatedId: null }, id: "3" },
      false,
    );
    expect(queryClient.getQueryState(currentUserKeys.all)?.isInvalidated).toBe(true);
    vi.restoreAllMocks();
  });

  it("a read marks the notifications stale, and the messages too when it names messages", () => {
    const queryClient = clientWithEveryQuery();
    handleLiveEvent(
      queryClient,
      { name: "read", data: { notificationIds: ["n1"], messageIds: [] }, id: "2" },
      false,
    );
    expect(invalidated(queryClient)).toEqual(["notifications"]);
    handleLiveEvent(
      queryClient,
      { name: "read", data: { notificationIds: ["n1"], messageIds: ["m1"] }, id: "3" },
      false,
    );
    expect(invalidated(queryClient)).toEqual(["notifications", "messages"]);
  });

  it("an application change marks both sides' dashboards and application lists stale", () => {
    const queryClient = clientWithEveryQuery();
    handleLiveEvent(queryClient, { name: "application", data: { id: "a1" }, id: "2" }, false);
    expect(invalidated(queryClient)).toEqual([
      "studentDashboard",
      "myApplications",
      "companyDashboard",
      "companyApplications",
    ]);
  });

  it("the first ready changes nothing; a later ready or a resync refreshes the bell and every list", () => {
    const queryClient = clientWithEveryQuery();
    handleLiveEvent(queryClient, { name: "ready", data: {}, id: "1" }, true);
    expect(invalidated(queryClient)).toEqual([]);
    handleLiveEvent(queryClient, { name: "ready", data: {}, id: "1" }, false);
    expect(invalidated(queryClient)).toEqual(Object.keys(KEYS).filter((name) => name !== "internships"));

    const other = clientWithEveryQuery();
    handleLiveEvent(other, { name: "resync", data: {}, id: "5" }, false);
    expect(invalidated(other)).toEqual(Object.keys(KEYS).filter((name) => name !== "internships"));
  });

  it("a notification reloads the bell and toasts the new one's title for 5 s", async () => {
    const list: NotificationList = {
      items: [
        {
          id: "n2",
          title: "New application",
          content: "Sam applied",
          type: "application",
          relatedId: "a1",
          link: null,
          isRead: false,
          createdAt: "2026-11-23T10:00:00.000Z",
        },
      ],
      unreadCount: 4,
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify(list), { status: 200 }));
    const success = vi.spyOn(toast, "success");
    const queryClient = clientWithEveryQuery();
    handleLiveEvent(
      queryClient,
      { name: "notification", data: { id: "n2", type: "application", relatedId: "a1" }, id: "2" },
      false,
    );
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/notifications");
    expect(queryClient.getQueryData(notificationsKeys.all)).toEqual(list);
    expect(success.mock.calls[0]?.[0]).toBe("New application");
    expect(success.mock.calls[0]?.[1]).toMatchObject({ duration: 5000 });
  });
});
