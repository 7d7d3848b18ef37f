import {
  LIVE_EVENT_NAMES,
  LIVE_RECONNECT_DELAYS_MS,
  type LiveEventName,
} from "@internpath/shared/notifications";

export type LiveEvent = { name: LiveEventName; data: unknown; id: string | undefined };

/** Splits a Server-Sent Events text into complete events; returns them and the unfinished rest. */
export function parseEventStream(buffer: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  const blocks = buffer.replaceAll("\r\n", "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let name = "message";
    let data: string | undefined;
    let id: string | undefined;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") name = value;
      else if (field === "data") data = data === undefined ? value : `${data}\n${value}`;
      else if (field === "id") id = value;
    }
    // A comment-only block (the heartbeat) is no event; nor is a name this client does not know.
    if (data === undefined || !(LIVE_EVENT_NAMES as readonly string[]).includes(name)) continue;
    let parsed: unknown = null;
    try {
      parsed = data ? JSON.parse(data) : null;
    } catch {
      continue;
    }
    events.push({ name: name as LiveEventName, data: parsed, id });
  }
  return { events, rest };
}

/** The wait before reconnect number `attempt` (0-based): 1, 2, 5, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return LIVE_RECONNECT_DELAYS_MS[Math.min(attempt, LIVE_RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
}

type Handlers = {
  onEvent: (event: LiveEvent) => void;
  /** The server says the session is gone (401): no more reconnecting. */
  onSignedOut: () => void;
};

/**
 * One live event stream (GET /api/events) for this tab, read with `fetch` so a 401 can be told apart
 * from a dropped connection. It reconnects with back-off and sends the last event id it saw; the
 * server starts every connection with `ready`, on which the caller refetches. Returns the stop.
 */
export function connectLiveEvents({ onEvent, onSignedOut }: Handlers): () => void {
  const abort = new AbortController();
  let attempt = 0;
  let lastEventId: string | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    try {
      const response = await fetch("/api/events", {
        headers: { Accept: "text/event-stream", ...(lastEventId && { "Last-Event-ID": lastEventId }) },
        credentials: "include",
        signal: abort.signal,
      });
      if (response.status === 401) {
        onSignedOut();
        return;
      }
      if (response.ok && response.body) {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, rest } = parseEventStream(buffer + value);
          buffer = rest;
          for (const event of events) {
            if (event.name === "ready") attempt = 0;
            if (event.id) lastEventId = event.id;
            onEvent(event);
          }
        }
      }
    } catch {
      // A dropped connection or a stop: decided below.
    }
    if (abort.signal.aborted) return;
    retry = setTimeout(run, reconnectDelay(attempt));
    attempt += 1;
  };
  void run();

  return () => {
    abort.abort();
    clearTimeout(retry);
  };
}
