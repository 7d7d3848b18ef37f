import type { AdminEndedSessions } from "@internpath/shared/admin-accounts-answers";
import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { eq, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { authSessions, profiles } from "../../db/schema/auth.ts";
import { AppError } from "../../lib/app-error.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import { isAccountId } from "./account-pages.ts";
import type { AdminAccountsContext } from "./admin-accounts-context.ts";

const { onlyAdmins, accountNotFound, ownSessions } = ADMIN_ACCOUNT_MESSAGES;

/**
 * DELETE /api/admin/accounts/:id/sessions: signs an account (a student's, a company's or another admin's)
 * out everywhere: its sessions end at once on every server, its open pages are signed out
 * (docs/security.md, "Ending sessions"). Its password and sign-in methods stay; it may sign in again.
 * An admin's own sessions are ended from the profile page instead, so this never signs out its caller.
 */
export async function endAccountSessions(
  ctx: AdminAccountsContext,
  actor: Actor | null,
  id: string,
): Promise<AdminEndedSessions> {
  const admin = requireRole(actor, ["admin"], onlyAdmins);
  if (!isAccountId(id)) throw AppError.notFound(accountNotFound);
  if (id === admin.id) throw AppError.conflict(ownSessions);
  return adminWrite(
    ctx.db,
    actor,
    {
      action: "account.end_sessions",
      targetType: "account",
      targetId: id,
      snapshot: accountSessionsSnapshot,
    },
    (db) =>
      db.transaction(async (tx) => {
        const [account] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
        if (!account) throw AppError.notFound(accountNotFound);
        const ended = await tx
          .delete(authSessions)
          .where(eq(authSessions.userId, id))
          .returning({ id: authSessions.id });
        await ctx.sessions.end({ userId: id, scope: "all" }, tx);
        return { endedSessions: ended.length };
      }),
  );
}

/** The audit's view of an account whose sessions an admin ends: who it is and how many sessions it has. */
async function accountSessionsSnapshot(db: Database, id: string | null) {
  if (id === null || !isAccountId(id)) return null;
  const [row] = await db
    .select({
      email: profiles.email,
      role: profiles.role,
      // Spelled out: drizzle leaves a one-table select's columns unqualified (see invitationPendingColumn).
      sessions: sql<number>`(select count(*)::int from auth_sessions where auth_sessions.user_id = profiles.id)`,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? null;
}
