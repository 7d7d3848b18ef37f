import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { keysetValues } from "../../lib/keyset-pagination.ts";
import { planOf, seqScanOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { messagePageQuery } from "./find-messages.service.ts";

/**
 * A box is read along its own index, (recipient_id, created_at) for the Inbox and (sender_id,
 * created_at) for Sent, newest first, never by reading all messages: an EXPLAIN of the exact
 * prepared statements, for given values and for any values, with 60,000 messages among 2,000 people.
 */
const PEOPLE = 2_000;
const MESSAGES = 60_000;

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await database.db.execute(sql`
    insert into profiles (id, email, full_name, role)
    select 'plan-' || g, 'plan-' || g || '@example.com', 'Person ' || g,
      case when g % 10 = 0 then 'company' else 'student' end
    from generate_series(1, ${PEOPLE}) g`);
  await database.db.execute(sql`
    insert into messages (sender_id, recipient_id, subject, message_text, is_read, created_at)
    select 'plan-' || (1 + (g * 7) % ${PEOPLE}), 'plan-' || (1 + (g * 13) % ${PEOPLE}), 'Subject', 'Text',
      g % 3 = 0, now() - make_interval(secs => g)
    from generate_series(1, ${MESSAGES}) g`);
  await database.db.execute(sql`analyze`);
}, 240_000);
afterAll(() => database?.close());

describe(`the message boxes at ${MESSAGES.toLocaleString("en")} messages`, () => {
  it("reads the Inbox and Sent along their indexes, first and later pages, for any values", async () => {
    const later = {
      ...keysetValues({ limit: 20 }),
      cursorCreatedAt: new Date(Date.now() - 1_000_000).toISOString(),
      cursorId: "ffffffff-ffff-4fff-bfff-ffffffffffff",
    };
    for (const [box, index] of [
      ["inbox", "messages_recipient_created_idx"],
      ["sent", "messages_sender_created_idx"],
    ] as const) {
      for (const [direction, values] of [
        ["first", keysetValues({ limit: 20 })],
        ["after", later],
        ["before", later],
      ] as const) {
        for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
          const query = messagePageQuery(database.db, box, direction);
          const plan = await planOf(database.db, query, { ...values, actorId: "plan-42" }, mode);
          const where = `${box} ${direction} ${mode}`;
          expect(plan, where).toContainEqual(expect.objectContaining({ "Index Name": index }));
          expect(plan.filter(seqScanOf("messages")), where).toEqual([]);
        }
      }
    }
  });
});
