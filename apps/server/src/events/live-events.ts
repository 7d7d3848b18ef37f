import type { PGlite } from "@electric-sql/pglite";
import type { LiveEventData, LiveEventName } from "@internpath/shared/notifications";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type EndedSessions, isEnded } from "../auth/ended-sessions.ts";
import { sessionCookieOf } from "../auth/session.ts";
import type { Database, Transaction } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";

/** One channel for every live event; each payload names the user it is for. */
export const LIVE_EVENTS_CHANNEL = "internpath_events";
/**
 * Open streams per user and instance; another is refused (429) rather than closing an old one, which
 * would reconnect and close the next, round and round.
 */
export const MAX_STREAMS_PER_USER = 20;

type Envelope = { [E in LiveEventName]: { u: string; e: E; d: LiveEventData[E] } }[LiveEventName];
/**
 * The channel's one message for the instances themselves, never passed to a browser: sessions of `u`
 * ended (`ended`: all, all-but or one; `s` the session's tag for the last two).
 */
type SessionsEndedMessage = { u: string; ended: EndedSessions["scope"]; s?: string };

/**
 * Queues a live event for `userId` on the caller's transaction. PostgreSQL (and PGlite) hand a
 * NOTIFY to listeners only when that transaction commits, and drop it when it rolls back, so a
 * stream never hears of something that did not happen (docs/decisions/009-live-events.md).
 */
export async function publishLiveEvent<E extends LiveEventName>(
  tx: Database | Transaction,
  userId: string,
  event: E,
  data: LiveEventData[E],
) {
  const payload = JSON.stringify({ u: userId, e: event, d: data });
  await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`);
}

/** Several live events in one statement, on the caller's transaction (see publishLiveEvent). */
export async function publishLiveEvents(
  tx: Database | Transaction,
  events: readonly {
    [E in LiveEventName]: { userId: string; event: E; data: LiveEventData[E] };
  }[LiveEventName][],
) {
  if (events.length === 0) return;
  const payloads = JSON.stringify(
    events.map(({ userId, event, data }) => JSON.stringify({ u: userId, e: event, d: data })),
  );
  await tx.execute(
    sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
  );
}

/**
 * Tells every instance that sessions ended, on the caller's transaction (heard only if it commits):
 * each closes those sessions' streams and forgets them (docs/security.md, "Ending sessions").
 */
export async function publishEndedSessions(tx: Database | Transaction, ended: EndedSessions) {
  const message: SessionsEndedMessage = {
    u: ended.userId,
    ended: ended.scope,
    ...(ended.scope !== "all" && { s: ended.session }),
  };
  await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
}

function endedSessionsOf(message: Partial<SessionsEndedMessage>): EndedSessions | null {
  if (typeof message.u !== "string") return null;
  if (message.ended === "all") return { userId: message.u, scope: "all" };
  if ((message.ended === "all-but" || message.ended === "one") && typeof message.s === "string") {
    return { userId: message.u, scope: message.ended, session: message.s };
  }
  return null;
}

/** One open stream (a browser tab). */
export type LiveStream = {
  userId: string;
  /** The session cookie it was opened with: signing that session out closes the stream. */
  sessionKey: string | undefined;
  send<E extends LiveEventName>(event: E, data: LiveEventData[E]): void;
  close(): void;
};

export type EventHub = {
  /** Registers a stream and starts listening if this is the first; returns its removal. */
  add(stream: LiveStream): () => void;
  /** Whether the user may open another stream here (MAX_STREAMS_PER_USER). */
  hasRoomFor(userId: string): boolean;
  /** Resolves once this instance listens for events (streams say `ready` after it). */
  listening(): Promise<void>;
  /** Closes the streams opened with the session in `cookieHeader` (it was signed out here). */
  endSession(cookieHeader: string | undefined): void;
  /** Closes the streams of sessions that ended. */
  endSessions(ended: EndedSessions): void;
  close(): Promise<void>;
};

type Listener = { ready: Promise<void>; stop: () => Promise<void> };

export type EventHubOptions = {
  /** Another instance (or this one) ended sessions: this instance forgets them too. */
  onSessionsEnded?: (ended: EndedSessions) => void;
};

/**
 * The streams of this instance, by user, fed by one LISTEN connection to the database: every
 * instance on the same database hears every committed event and passes it to its own streams.
 */
export function createEventHub(
  db: Database,
  logger: Logger,
  { onSessionsEnded }: EventHubOptions = {},
): EventHub {
  const byUser = new Map<string, Set<LiveStream>>();
  const bySession = new Map<string, Set<LiveStream>>();
  let listener: Listener | undefined;
  let isClosed = false;

  const endSessions = (ended: EndedSessions) => {
    const streams = byUser.get(ended.userId);
    if (!streams) return;
    for (const stream of [...streams]) {
      if (isEnded(ended, stream.userId, stream.sessionKey)) stream.close();
    }
  };

  const deliver = (payload: string) => {
    let envelope: Envelope | Partial<SessionsEndedMessage>;
    try {
      envelope = JSON.parse(payload) as Envelope | Partial<SessionsEndedMessage>;
    } catch {
      logger.warn({ payload }, "Live event payload is not JSON");
      return;
    }
    if ("ended" in envelope) {
      const ended = endedSessionsOf(envelope);
      if (!ended) return logger.warn({ payload }, "Ended sessions message is not understood");
      endSessions(ended);
      onSessionsEnded?.(ended);
      return;
    }
    if (!("e" in envelope)) return logger.warn({ payload }, "Live event payload has no event");
    const streams = byUser.get(envelope.u);
    if (!streams) return;
    for (const stream of streams) sendEnvelope(stream, envelope);
  };
  const resyncAll = () => {
    for (const streams of byUser.values()) for (const stream of streams) stream.send("resync", {});
  };

  return {
    add(stream) {
      addTo(byUser, stream.userId, stream);
      if (stream.sessionKey) addTo(bySession, stream.sessionKey, stream);
      if (!listener && !isClosed) listener = listen(db, deliver, resyncAll, logger);
      return () => {
        removeFrom(byUser, stream.userId, stream);
        if (stream.sessionKey) removeFrom(bySession, stream.sessionKey, stream);
      };
    },
    hasRoomFor(userId) {
      return (byUser.get(userId)?.size ?? 0) < MAX_STREAMS_PER_USER;
    },
    listening() {
      return listener?.ready ?? Promise.resolve();
    },
    endSession(cookieHeader) {
      const key = sessionCookieOf(cookieHeader);
      const streams = key ? bySession.get(key) : undefined;
      if (!streams) return;
      for (const stream of [...streams]) stream.close();
    },
    endSessions,
    async close() {
      isClosed = true;
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.close();
      await listener?.stop();
    },
  };
}

/** One event to one stream; a notification also tells the browser to refresh what it is about. */
function sendEnvelope(stream: LiveStream, envelope: Envelope): void {
  if (envelope.e === "notification") {
    const { id, type, relatedId } = envelope.d;
    stream.send("notification", { id, type, relatedId });
    // What the notification is about changed too: the browser refreshes those lists.
    if (relatedId && type === "message") stream.send("message", { id: relatedId });
    if (relatedId && (type === "application" || type === "status_change")) {
      stream.send("application", { id: relatedId });
    }
  } else {
    stream.send(envelope.e, envelope.d as never);
  }
}

function addTo(map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(stream);
  return set;
}

function removeFrom(map: Map<string, Set<LiveStream>>, key: string, stream: LiveStream) {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}

function listen(db: Database, deliver: (payload: string) => void, resync: () => void, logger: Logger) {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, deliver, resync, logger);
  if (client && typeof (client as PGlite).listen === "function") {
    return listenOnPglite(client as PGlite, deliver, logger);
  }
  throw new Error("Live events need a PostgreSQL pool or PGlite database");
}

/** PGlite is one connection in this process: LISTEN on it, for as long as the app lives. */
function listenOnPglite(client: PGlite, deliver: (payload: string) => void, logger: Logger): Listener {
  const unsubscribe = client.listen(LIVE_EVENTS_CHANNEL, deliver);
  const ready = unsubscribe.then(
    () => undefined,
    (error: unknown) => logger.error({ err: error }, "Could not listen for live events"),
  );
  return {
    ready,
    stop: async () => {
      const stop = await unsubscribe.catch(() => undefined);
      await stop?.().catch(() => undefined);
    },
  };
}

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * A dedicated connection (outside the pool: LISTEN holds it for good). When it drops it comes
 * back with growing waits, and every stream is told to resync, as events may have been missed.
 */
function listenOnPostgres(
  options: pg.ClientConfig,
  deliver: (payload: string) => void,
  resync: () => void,
  logger: Logger,
): Listener {
  let current: pg.Client | undefined;
  let isStopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const lost = new WeakSet<pg.Client>();

  const onLost = (client: pg.Client, error?: unknown) => {
    if (lost.has(client)) return;
    lost.add(client);
    client.end().catch(() => undefined);
    if (current === client) current = undefined;
    if (isStopped) return;
    logger.warn({ err: error }, "Live events connection lost; reconnecting");
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(connect, delay);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client(options);
    client.on("notification", (message) => {
      if (message.channel === LIVE_EVENTS_CHANNEL && message.payload) deliver(message.payload);
    });
    client.on("error", (error) => onLost(client, error));
    client.on("end", () => onLost(client));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_EVENTS_CHANNEL}`);
    } catch (error) {
      onLost(client, error);
      return;
    }
    if (isStopped) {
      lost.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    if (failures > 0) resync();
    failures = 0;
    markReady();
  };
  void connect();

  return {
    ready,
    stop: async () => {
      isStopped = true;
      clearTimeout(retry);
      markReady();
      const client = current;
      current = undefined;
      if (client) {
        lost.add(client);
        await client.end().catch(() => undefined);
      }
    },
  };
}
