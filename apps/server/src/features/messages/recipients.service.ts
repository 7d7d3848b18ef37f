import type { MessageRecipient } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import {
  MESSAGE_DENIALS,
  MESSAGE_TEXTS,
  messageRecipientsQuerySchema,
  RECIPIENT_SEARCH_DEFAULT_LIMIT,
} from "@internpath/shared/message-schemas";
import { and, eq, sql } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedByShape, preparedFor, SEARCH_STATEMENT } from "../../db/prepared.ts";
import { prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { canBeMessagedBy } from "./messaging-rule.ts";

/** docs/product.md, "Messaging": admins first, then companies, then students (ROLE_SORT_ORDER), then by name. */
const roleOrder = sql`case ${profiles.role} when 'admin' then 1 when 'company' then 2 else 3 end`;

const recipientColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  role: profiles.role,
};

/** Whose name, company name or email contains the search (the trigram indexes of each serve it). */
const matchesSearch = sql`(${profiles.fullName} ilike ('%' || ${sql.placeholder("q")}::text || '%')
  or ${profiles.companyName} ilike ('%' || ${sql.placeholder("q")}::text || '%')
  or ${profiles.email} ilike ('%' || ${sql.placeholder("q")}::text || '%'))`;

type RecipientShape = { q: boolean; limited: boolean };

/** Everyone someone with `role` may message, in one query (exported so a test can EXPLAIN it). */
export function recipientsQuery(
  db: Database,
  role: Role,
  shape: RecipientShape = { q: false, limited: false },
) {
  const query = db
    .select(recipientColumns)
    .from(profiles)
    .where(and(canBeMessagedBy(role, sql.placeholder("actorId")), shape.q ? matchesSearch : undefined))
    .orderBy(roleOrder, sql`lower(${profiles.fullName})`, profiles.id)
    .$dynamic();
  return shape.limited ? query.limit(sql.placeholder("limit")) : query;
}

const recipientQueries = preparedByShape<ReturnType<ReturnType<typeof recipientsQuery>["prepare"]>>();

/**
 * GET /api/messages/recipients: the compose form's Recipient list, exactly the people sending allows.
 * An admin may message everyone, so an admin's list is searched and stops at a limit; a student's or a
 * company's is small by rule and comes whole.
 */
export async function findMessageRecipients(
  db: Database,
  actor: Actor | null,
  query: unknown = {},
): Promise<{ items: MessageRecipient[] }> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  const { q, limit: askedLimit } = parseOrThrow(messageRecipientsQuerySchema, query);
  const limit = askedLimit ?? (user.role === "admin" ? RECIPIENT_SEARCH_DEFAULT_LIMIT : undefined);
  const shape = { q: Boolean(q), limited: limit !== undefined };
  const name = [`message_recipients_${user.role}`, shape.q && "q", shape.limited && "limited"]
    .filter(Boolean)
    .join("_");
  // A search is planned for its own term (db/prepared.ts); the other shapes keep one plan.
  const prepared = recipientQueries(db, name, () =>
    prepareWithPlannedRows(db, shape.q ? SEARCH_STATEMENT : name, recipientsQuery(db, user.role, shape)),
  );
  return {
    items: await prepared.execute({ actorId: user.id, q: q ? escapeLike(q) : null, limit: limit ?? null }),
  };
}

const PROFILE_ID = /^[A-Za-z0-9_-]{1,128}$/;

const recipientById = preparedFor((db) =>
  ["admin", "company", "student"].reduce(
    (byRole, role) => {
      byRole[role as Role] = prepareWithPlannedRows(
        db,
        `message_recipient_by_id_${role}`,
        db
          .select(recipientColumns)
          .from(profiles)
          .where(
            and(
              eq(profiles.id, sql.placeholder("recipientId")),
              canBeMessagedBy(role as Role, sql.placeholder("actorId")),
            ),
          )
          .limit(1),
      );
      return byRole;
    },
    {} as Record<Role, ReturnType<ReturnType<typeof recipientsQuery>["prepare"]>>,
  ),
);

/**
 * GET /api/messages/recipients/:id: one person the user may message, so `/messages?recipient={id}`
 * fills in someone an admin's first page of recipients does not show. Anyone the messaging rule does
 * not allow is 404, like someone who does not exist.
 */
export async function getMessageRecipient(
  db: Database,
  actor: Actor | null,
  recipientId: string,
): Promise<MessageRecipient> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  if (!PROFILE_ID.test(recipientId)) throw AppError.notFound(MESSAGE_TEXTS.recipientNotFound);
  const [recipient] = await recipientById(db)[user.role].execute({ recipientId, actorId: user.id });
  if (!recipient) throw AppError.notFound(MESSAGE_TEXTS.recipientNotFound);
  return recipient;
}
