import type { Role } from "@internpath/shared/enums";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { profiles } from "../../db/schema/auth.ts";
import { applications } from "../../db/schema/marketplace.ts";

/** The actor's id: a value, or a placeholder of a prepared statement. */
type ActorId = string | Placeholder;

/**
 * docs/product.md, "Messaging", as one condition on a `profiles` row: whom someone with `role` may
 * message. Sending checks it for one recipient and the compose form lists every profile it holds,
 * so the two never disagree. Admins reach everyone but themselves; a company its applicants and the
 * admins; a student the companies they applied to and the admins (`applications.company_id` is
 * indexed on both sides of the link).
 *
 * The people are a semi-join on a small set of ids (the admins plus one side of the actor's
 * applications), so the database reads the profiles it needs by primary key instead of testing
 * every profile.
 */
export function canBeMessagedBy(role: Role, actorId: ActorId): SQL {
  const notSelf = sql`${profiles.id} <> ${actorId}`;
  if (role === "admin") return notSelf;
  const admins = sql`select ${profiles.id} from ${profiles} where ${profiles.role} = 'admin'`;
  const [otherRole, linked] =
    role === "company"
      ? ([
          "student",
          sql`select ${applications.studentId} from ${applications} where ${applications.companyId} = ${actorId}`,
        ] as const)
      : ([
          "company",
          sql`select ${applications.companyId} from ${applications} where ${applications.studentId} = ${actorId}`,
        ] as const);
  return sql`(${notSelf} and ${profiles.role} in ('admin', ${sql.raw(`'${otherRole}'`)}) and ${profiles.id} in (${admins} union all ${linked}))`;
}
