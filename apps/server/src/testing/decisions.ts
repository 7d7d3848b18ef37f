import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { settleDueDecisions } from "../features/applications/settle-decisions.ts";
import type { TestAgent } from "./test-app.ts";

/**
 * Moves the end of the waiting decisions' undo window into the past (all of them, or those on these
 * applications), as if DECISION_UNDO_SECONDS had gone by: tests drive time instead of sleeping.
 */
export async function endUndoWindow(db: Database, applicationIds?: readonly string[]) {
  const only = applicationIds
    ? sql`and application_id in (${sql.join(
        applicationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update application_decisions set effective_at = now() - interval '1 second'
    where settled_at is null and cancelled_at is null ${only}`);
}

/** A company's Accept or Reject through the API, taken effect at once (for tests about what follows). */
export async function decideNow(
  db: Database,
  agent: TestAgent,
  applicationId: string,
  status: "accepted" | "rejected",
) {
  const response = await agent.patch(`/api/applications/${applicationId}/status`, { status });
  if (response.status !== 200) throw new Error(`decision failed: ${response.status} ${response.text}`);
  await endUndoWindow(db, [applicationId]);
  await settleDueDecisions(db, { applicationId });
}
