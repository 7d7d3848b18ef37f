import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.ts";
import { createPoller, waitAfterFailures } from "./poller.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A promise the test settles when it chooses: a round that is still running. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Rounds of a poller under fake timers: when each started (ms since the test began), and its outcome. */
function recordedRounds(outcomes: readonly ("fail" | "ok")[]) {
  const startedAt: number[] = [];
  const begin = Date.now();
  const run = async () => {
    const outcome = outcomes[startedAt.length] ?? "ok";
    startedAt.push(Date.now() - begin);
    if (outcome === "fail") throw new Error("database down");
    return startedAt.length;
  };
  return { run, startedAt };
}

function timersKeepingProcessAlive() {
  return process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
}

describe("the poller", () => {
  it("waits twice as long after each failed round in a row, up to its limit, and its interval again once a round works", async () => {
    vi.useFakeTimers();
    const { run, startedAt } = recordedRounds(["fail", "fail", "fail", "fail", "ok", "ok"]);
    const poller = createPoller({ run, intervalMs: 100, maxBackoffMs: 500, failureMessage: "Round failed" });
    poller.start();
    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 500 + 500 + 100);
    await poller.stop();
    const waits = startedAt.slice(1).map((at, index) => at - startedAt[index]!);
    expect(startedAt[0]).toBe(100);
    expect(waits).toEqual([200, 400, 500, 500, 100]);
    expect(waitAfterFailures(0, 1000, 30_000)).toBe(1000);
    expect(waitAfterFailures(3, 1000, 30_000)).toBe(8000);
    expect(waitAfterFailures(9, 1000, 30_000)).toBe(30_000);
    // A limit below the interval never makes a failed round come sooner than a good one.
    expect(waitAfterFailures(2, 60_000, 30_000)).toBe(60_000);
  });

  it("runs its first round after firstDelayMs when given one", async () => {
    vi.useFakeTimers();
    const { run, startedAt } = recordedRounds([]);
    const poller = createPoller({ run, intervalMs: 1000, firstDelayMs: 0, failureMessage: "Round failed" });
    poller.start();
    poller.start();
    await vi.advanceTimersByTimeAsync(2500);
    await poller.stop();
    expect(startedAt).toEqual([0, 1000, 2000]);
  });

  it("logs each failed round with the failures in a row and the wait before the next", async () => {
    vi.useFakeTimers();
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        callback();
      },
    });
    const logger = createLogger({ level: "info", destination });
    const { run } = recordedRounds(["fail", "fail", "ok"]);
    const poller = createPoller({ run, intervalMs: 10, logger, failureMessage: "Mail could not be read" });
    poller.start();
    await vi.advanceTimersByTimeAsync(10 + 20 + 40);
    await poller.stop();
    expect(lines.map(({ msg, failures, retryInMs }) => ({ msg, failures, retryInMs }))).toEqual([
      { msg: "Mail could not be read", failures: 1, retryInMs: 20 },
      { msg: "Mail could not be read", failures: 2, retryInMs: 40 },
    ]);
    expect(lines[0]!.err).toMatchObject({ message: "database down" });
  });

  it("stops scheduling and waits for the round in progress before stop resolves", async () => {
    const release = deferred();
    let rounds = 0;
    const poller = createPoller({
      run: async () => {
        rounds += 1;
        await release.promise;
        return rounds;
      },
      intervalMs: 5,
      failureMessage: "Round failed",
    });
    poller.start();
    await vi.waitFor(() => expect(rounds).toBe(1));
    let stopped = false;
    const stopping = poller.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rounds).toBe(1);
  });

  it("runs one loop after a stop and a start while a round was still running", async () => {
    vi.useFakeTimers();
    const release = deferred();
    let rounds = 0;
    const poller = createPoller({
      run: async () => {
        rounds += 1;
        if (rounds === 1) await release.promise;
        return rounds;
      },
      intervalMs: 100,
      failureMessage: "Round failed",
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(rounds).toBe(1);
    const stopping = poller.stop();
    poller.start();
    release.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    // The restarted loop's ten rounds; the first loop scheduled none after its round ended.
    expect(rounds).toBe(11);
    await poller.stop();
  });

  it("runOnce runs a round now with its result or its error, and stop waits for it too", async () => {
    const release = deferred<number>();
    let calls = 0;
    const poller = createPoller({
      run: async () => {
        calls += 1;
        if (calls === 1) return 42;
        if (calls === 2) throw new Error("refused");
        return release.promise;
      },
      intervalMs: 60_000,
      failureMessage: "Round failed",
    });
    expect(await poller.runOnce()).toBe(42);
    await expect(poller.runOnce()).rejects.toThrow("refused");
    const third = poller.runOnce();
    let stopped = false;
    const stopping = poller.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release.resolve(7);
    expect(await third).toBe(7);
    await stopping;
  });

  it("does not back off for a failed runOnce: the scheduled rounds keep their interval", async () => {
    vi.useFakeTimers();
    const outcomes = ["fail", "ok", "ok"] as const;
    const { run, startedAt } = recordedRounds(outcomes);
    const poller = createPoller({ run, intervalMs: 100, failureMessage: "Round failed" });
    await expect(poller.runOnce()).rejects.toThrow("database down");
    poller.start();
    await vi.advanceTimersByTimeAsync(200);
    await poller.stop();
    expect(startedAt).toEqual([0, 100, 200]);
  });

  it("has a timer that does not keep the process alive", async () => {
    const before = timersKeepingProcessAlive();
    const poller = createPoller({ run: async () => 0, intervalMs: 60_000, failureMessage: "Round failed" });
    poller.start();
    expect(timersKeepingProcessAlive()).toBe(before);
    // What the count would show for a timer that did keep it alive.
    const held = setTimeout(() => {}, 60_000);
    expect(timersKeepingProcessAlive()).toBe(before + 1);
    clearTimeout(held);
    await poller.stop();
  });
});
