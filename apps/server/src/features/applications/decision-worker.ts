import type { Database } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { createPoller } from "../../lib/poller.ts";
import { settleDueDecisions } from "./settle-decisions.ts";

export type DecisionWorkerOptions = { db: Database; logger?: Logger; pollMs?: number };

/**
 * Every instance runs one (main.ts): each second it settles every due decision. With several
 * instances each claims different rows; after a restart the first round settles what came due while
 * the process was down. Reads settle their own scope too, so a late worker never shows.
 */
export function createDecisionWorker({ db, logger, pollMs = 1000 }: DecisionWorkerOptions) {
  return createPoller({
    run: () => settleDueDecisions(db),
    intervalMs: pollMs,
    logger,
    failureMessage: "Due decisions could not be settled",
  });
}
