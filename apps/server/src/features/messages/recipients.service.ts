import type { MessageRecipient } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import { MESSAGE_DENIALS } from "@internpath/shared/message-schemas";
import { sql } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { preparedByShape } from "../../lib/prepared.ts";
import { canBeMessagedBy } from "./messaging-rule.ts";

/** docs/product.md, "Messaging": admins first, then companies, then students (ROLE_SORT_ORDER), then by name. */
const roleOrder = sql`case ${profiles.role} when 'admin' then 1 when 'company' then 2 else 3 end`;

/** Everyone someone with `role` may message, in one query (exported so a test can EXPLAIN it). */
export function recipientsQuery(db: Database, role: Role) {
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      companyName: profiles.companyName,
      role: profiles.role,
    })
    .from(profiles)
    .where(canBeMessagedBy(role, sql.placeholder("actorId")))
    .orderBy(roleOrder, sql`lower(${profiles.fullName})`, profiles.id);
}

const recipientQueries = preparedByShape<ReturnType<ReturnType<typeof recipientsQuery>["prepare"]>>();

/** GET /api/messages/recipients: the compose form's Recipient list, exactly the people sending allows. */
export async function findMessageRecipients(
  db: Database,
  actor: Actor | null,
): Promise<{ items: MessageRecipient[] }> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  const name = `message_recipients_${user.role}`;
  const query = recipientQueries(db, name, () => recipientsQuery(db, user.role).prepare(name));
  return { items: await query.execute({ actorId: user.id }) };
}
