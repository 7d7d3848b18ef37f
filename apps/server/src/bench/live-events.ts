/**
 * The live event path under load, for `npm run bench:load`: many open event streams on one instance,
 * and how long an event takes from the write that causes it to a stream of the person it is for.
 */

/** One open `GET /api/events` stream, reporting the events it reads. */
type OpenStream = { close: () => void };

export type LiveEventsMeasurement = {
  streams: number;
  users: number;
  rounds: number;
  /** From sending the write (a message) to the first of the recipient's streams hearing of it. */
  delayP50Ms: number;
  delayP95Ms: number;
  /** To the last of the recipient's streams (every tab of that person). */
  lastStreamP95Ms: number;
  /** How long the write itself took to answer, for comparison. */
  writeP50Ms: number;
  serverRssBeforeMb: number | null;
  serverRssWithStreamsMb: number | null;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Opens a stream and calls `onEvent` for each event; resolves once the server said `ready`. */
async function openStream(
  base: string,
  cookie: string,
  onEvent: (event: string) => void,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`GET /api/events answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let isReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    isReady = resolve;
  });
  void (async () => {
    let buffered = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += value;
        for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: ?(.*)$/m.exec(block)?.[1];
          if (name === "ready") isReady();
          else if (name) onEvent(name);
        }
      }
    } catch {
      // Aborted at the end of the measurement.
    }
  })();
  await ready;
  return { close: () => controller.abort() };
}

/**
 * Opens `streamsPerUser` streams for each listener (signed-in cookies), then, `rounds` times, has
 * the admin message one listener and times the notification's arrival on that listener's streams.
 */
export async function measureLiveEvents(options: {
  base: string;
  adminCookie: string;
  listeners: { id: string; cookie: string }[];
  streamsPerUser: number;
  rounds: number;
  rssMb: () => number | null;
}): Promise<LiveEventsMeasurement> {
  const { base, adminCookie, listeners, streamsPerUser, rounds } = options;
  const serverRssBeforeMb = options.rssMb();
  const waiting = new Map<string, { streamsLeft: number; first?: number; last?: number; done: () => void }>();
  const streams: OpenStream[] = [];
  try {
    // Open in groups, as tabs would arrive, not all in one burst.
    for (const listener of listeners) {
      const opened = await Promise.all(
        Array.from({ length: streamsPerUser }, () =>
          openStream(base, listener.cookie, (event) => {
            if (event !== "notification") return;
            const round = waiting.get(listener.id);
            if (!round) return;
            const now = performance.now();
            round.first ??= now;
            round.last = now;
            round.streamsLeft -= 1;
            if (round.streamsLeft === 0) round.done();
          }),
        ),
      );
      streams.push(...opened);
    }
    const serverRssWithStreamsMb = options.rssMb();

    const delays: number[] = [];
    const lastDelays: number[] = [];
    const writes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const listener = listeners[round % listeners.length]!;
      let done: () => void = () => {};
      const allHeard = new Promise<void>((resolve) => {
        done = resolve;
      });
      const state = { streamsLeft: streamsPerUser, done } as {
        streamsLeft: number;
        first?: number;
        last?: number;
        done: () => void;
      };
      waiting.set(listener.id, state);
      const sentAt = performance.now();
      const response = await fetch(`${base}/api/messages`, {
        method: "POST",
        headers: { cookie: adminCookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify({ recipientId: listener.id, subject: `Round ${round}`, messageText: "Hello" }),
      });
      writes.push(performance.now() - sentAt);
      if (response.status !== 201) {
        throw new Error(
          `Sending a message answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      }
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`round ${round}: the event did not reach every stream in 10 s`)),
          10_000,
        ),
      );
      await Promise.race([allHeard, timeout]);
      waiting.delete(listener.id);
      delays.push(state.first! - sentAt);
      lastDelays.push(state.last! - sentAt);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const round1 = (value: number) => Math.round(value * 10) / 10;
    return {
      streams: streams.length,
      users: listeners.length,
      rounds,
      delayP50Ms: round1(percentile(sorted(delays), 0.5)),
      delayP95Ms: round1(percentile(sorted(delays), 0.95)),
      lastStreamP95Ms: round1(percentile(sorted(lastDelays), 0.95)),
      writeP50Ms: round1(percentile(sorted(writes), 0.5)),
      serverRssBeforeMb: serverRssBeforeMb === null ? null : round1(serverRssBeforeMb),
      serverRssWithStreamsMb: serverRssWithStreamsMb === null ? null : round1(serverRssWithStreamsMb),
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
