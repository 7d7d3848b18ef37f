/** One event as a browser's EventSource would see it. */
export type ReceivedEvent = { event: string; data: unknown; id: string | undefined };

/**
 * Opens GET /api/events like a browser tab and collects its events, for tests: `next(name)` waits
 * for the next event of that name, `ended` resolves when the server closes the stream.
 */
export async function openLiveStream(baseUrl: string, cookieHeader: string) {
  const abort = new AbortController();
  const response = await fetch(new URL("/api/events", baseUrl), {
    headers: { cookie: cookieHeader, accept: "text/event-stream" },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let isEnded = false;
  const notify = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          let data = "";
          let id: string | undefined;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line);
            else if (line.startsWith("event: ")) event = line.slice(7);
            else if (line.startsWith("data: ")) data += line.slice(6);
            else if (line.startsWith("id: ")) id = line.slice(4);
          }
          if (data) events.push({ event, data: JSON.parse(data), id });
          end = buffer.indexOf("\n\n");
        }
        notify();
      }
    } catch {
      // Aborted by the test.
    } finally {
      isEnded = true;
      notify();
    }
  })();

  const waitFor = async (found: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!found()) {
      if (isEnded || Date.now() > deadline) return false;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return true;
  };

  return {
    response,
    events,
    comments,
    ended,
    get isEnded() {
      return isEnded;
    },
    /** The events of one name received so far. */
    named: (name: string) => events.filter((event) => event.event === name),
    /** Waits until `count` events of `name` have arrived (false on timeout or end). */
    waitForCount: (name: string, count: number, timeoutMs = 5000) =>
      waitFor(() => events.filter((event) => event.event === name).length >= count, timeoutMs),
    close: () => abort.abort(),
  };
}
