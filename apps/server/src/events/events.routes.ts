import { eventContracts } from "@internpath/shared/contracts/events";
import { LIVE_HEARTBEAT_MS, type LiveEventData, type LiveEventName } from "@internpath/shared/notifications";
import { streamSSE } from "hono/streaming";
import { requireActor } from "../auth/guards.ts";
import { type AppEnv, sessionCookieOf } from "../auth/session.ts";
import { AppError } from "../lib/app-error.ts";
import { declareRoutes } from "../lib/declared-routes.ts";
import type { EventHub, LiveStream } from "./live-events.ts";

export type EventRoutesOptions = {
  /** Whether the session in these request headers is still signed in (checked at each heartbeat). */
  isSignedIn: (headers: Headers) => Promise<boolean>;
  heartbeatMs?: number;
};

/**
 * GET /api/events: the signed-in user's live events as Server-Sent Events, one stream per tab.
 * Events carry ids and types only. Each has an `id:`; nothing is replayed after a reconnect:
 * every connection starts with `ready`, on which the browser refetches what it shows.
 */
export function eventRoutes(
  hub: EventHub,
  { isSignedIn, heartbeatMs = LIVE_HEARTBEAT_MS }: EventRoutesOptions,
) {
  return declareRoutes<AppEnv, typeof eventContracts>(eventContracts).handle("GET /api/events", (c) => {
    const me = requireActor(c.get("actor"));
    if (!hub.hasRoomFor(me.id)) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        "Too many open live event streams. Close some tabs and reload.",
      );
    }
    const headers = c.req.raw.headers;
    const response = streamSSE(c, async (sse) => {
      let sequence = 0;
      let isOpen = true;
      let heartbeat: NodeJS.Timeout | undefined;
      let finish: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const stream: LiveStream = {
        userId: me.id,
        sessionKey: sessionCookieOf(headers.get("cookie") ?? undefined),
        send<E extends LiveEventName>(event: E, data: LiveEventData[E]) {
          if (!isOpen) return;
          sequence += 1;
          sse.writeSSE({ event, data: JSON.stringify(data), id: String(sequence) }).catch(stream.close);
        },
        close() {
          if (!isOpen) return;
          isOpen = false;
          clearInterval(heartbeat);
          remove();
          finish();
        },
      };
      const remove = hub.add(stream);
      sse.onAbort(stream.close);
      await hub.listening();
      if (!isOpen) return;
      stream.send("ready", {});
      // The comment keeps idle connections open; the check ends streams of expired or revoked sessions.
      heartbeat = setInterval(async () => {
        const isValid = await isSignedIn(headers).catch(() => true);
        if (!isValid) return stream.close();
        sse.write(": heartbeat\n\n").catch(stream.close);
      }, heartbeatMs);
      await finished;
    });
    // Personal, so never stored; proxies pass each event on at once (nginx reads X-Accel-Buffering).
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  }).app;
}
