import type { NotificationType } from "@internpath/shared/enums";
import { TOAST_LIVE_NOTIFICATION_MS } from "@internpath/shared/limits";
import type { LiveEventData } from "@internpath/shared/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { connectLiveEvents, type LiveEvent } from "@/lib/live-events";
import {
  companyApplicationsKeys,
  currentUserKeys,
  dashboardKeys,
  myApplicationsKeys,
  notificationsKeys,
} from "@/lib/query-keys";
import { getNotificationsQueryOptions } from "../api/get-notifications";
import { NotificationIcon } from "../components/notification-icon";

/** Every query of the Messages page starts with this key. */
const MESSAGES_KEY = ["messages"] as const;

/** The lists an application change touches: the student's dashboard and applications, the company's. */
const APPLICATION_KEYS = [myApplicationsKeys.all, dashboardKeys.all, companyApplicationsKeys.all];

function refreshEverything(queryClient: QueryClient) {
  for (const queryKey of [notificationsKeys.all, MESSAGES_KEY, ...APPLICATION_KEYS]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** A new notification: the bell reloads (newest 10, the count) and its title toasts for 5 s. */
async function showNewNotification(queryClient: QueryClient, id: string, type: NotificationType) {
  const list = await queryClient.fetchQuery({ ...getNotificationsQueryOptions(), staleTime: 0 });
  const notification = list.items.find((item) => item.id === id);
  if (!notification) return;
  toast.success(notification.title, {
    id: `notification-${id}`,
    duration: TOAST_LIVE_NOTIFICATION_MS,
    icon: <NotificationIcon type={type} className="size-5 text-brand-600" />,
  });
}

export function handleLiveEvent(queryClient: QueryClient, event: LiveEvent, isFirstReady: boolean) {
  switch (event.name) {
    case "ready":
      // What the stream might have missed while it was away; the first connection has nothing to catch up.
      if (!isFirstReady) refreshEverything(queryClient);
      return;
    case "resync":
      refreshEverything(queryClient);
      return;
    case "notification": {
      const { id, type } = event.data as LiveEventData["notification"];
      // A note about the account itself (a company approved, rejected or revoked) changes what /api/me says.
      if (type === "other") void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      void showNewNotification(queryClient, id, type).catch((error: unknown) =>
        console.error("Failed to load the new notification", error),
      );
      return;
    }
    case "message":
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      return;
    case "application":
      for (const queryKey of APPLICATION_KEYS) void queryClient.invalidateQueries({ queryKey });
      return;
    case "read": {
      // Read in another tab, or one with the other (a message and its notification).
      const { messageIds } = event.data as LiveEventData["read"];
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      if (messageIds.length > 0) void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      return;
    }
  }
}

/** The signed-in tab's one live event stream, for as long as the signed-in layout is shown. */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let isFirstReady = true;
    return connectLiveEvents({
      onEvent: (event) => {
        handleLiveEvent(queryClient, event, isFirstReady);
        if (event.name === "ready") isFirstReady = false;
      },
      // The session ended (signed out elsewhere, expired): the layout then goes to sign-in.
      onSignedOut: () => void queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
    });
  }, [queryClient]);
}
