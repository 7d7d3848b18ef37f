import type { Logger } from "./logger.ts";

export type PollerOptions<T> = {
  /** One round of work; what `runOnce` resolves with. */
  run: () => Promise<T>;
  /** The wait between rounds while they succeed. */
  intervalMs: number;
  /** The wait before the first round after `start`; by default `intervalMs`. */
  firstDelayMs?: number;
  /** The longest wait after failed rounds in a row (each doubles the wait); never below `intervalMs`. */
  maxBackoffMs?: number;
  logger?: Logger;
  /** The log line of a failed round: it names what did not happen. */
  failureMessage: string;
};

export type Poller<T> = {
  /** Runs a round every `intervalMs`; calling it again while it runs changes nothing. */
  start(): void;
  /** Schedules no more rounds and resolves once the rounds in progress (runOnce's too) have ended. */
  stop(): Promise<void>;
  /** One round now, outside the schedule: its result, or its error (not logged, not backed off). */
  runOnce(): Promise<T>;
};

export const DEFAULT_MAX_BACKOFF_MS = 30_000;

/**
 * The wait before the next round after `failures` failed rounds in a row: `intervalMs` when the last
 * one worked, then twice as long for each failure, up to `maxBackoffMs`, so a database that is down
 * is not asked every second nor logged about every second.
 */
export function waitAfterFailures(failures: number, intervalMs: number, maxBackoffMs: number): number {
  if (failures <= 0) return intervalMs;
  return Math.max(intervalMs, Math.min(intervalMs * 2 ** failures, maxBackoffMs));
}

/**
 * A background loop that every instance runs (the decision worker, the mail outbox, the scheduled jobs).
 * Rounds never overlap: the next is scheduled when the last has ended. The timer does not keep the process
 * alive, so a server that closes exits without waiting for a round that is not due.
 */
export function createPoller<T>(options: PollerOptions<T>): Poller<T> {
  const { run, intervalMs, logger, failureMessage } = options;
  const maxBackoffMs = options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  let timer: NodeJS.Timeout | undefined;
  /** Bumped by every start and stop: a round of an earlier start never schedules the next. */
  let generation = 0;
  let started = false;
  let failures = 0;
  const inProgress = new Set<Promise<unknown>>();

  function runOnce(): Promise<T> {
    const round = run();
    inProgress.add(round);
    const forget = () => inProgress.delete(round);
    round.then(forget, forget);
    return round;
  }

  function schedule(delayMs: number, scheduledBy: number) {
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await runOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        const retryInMs = waitAfterFailures(failures, intervalMs, maxBackoffMs);
        logger?.error({ err: error, failures, retryInMs }, failureMessage);
      }
      if (started && scheduledBy === generation) {
        schedule(waitAfterFailures(failures, intervalMs, maxBackoffMs), scheduledBy);
      }
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      generation += 1;
      schedule(options.firstDelayMs ?? intervalMs, generation);
    },
    async stop() {
      started = false;
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inProgress]);
    },
  };
}
