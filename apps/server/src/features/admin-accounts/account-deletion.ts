import type { Role } from "@internpath/shared/enums";
import { and, eq, isNull, like } from "drizzle-orm";
import { authVerifications, profiles } from "../../db/schema/auth.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import type { AdminAccountsContext } from "./admin-accounts-context.ts";

/**
 * Deletes an account (docs/product.md, "Deleting"). The database's foreign keys do
 * the cascade in the one statement: internships (a company's), applications with their status history,
 * bookmarks, notifications, sessions and sign-in methods go; messages keep their text with that side
 * null ('Unknown'); a status change made by the account loses its author. In the same transaction go
 * what has no foreign key: its unused invitation or reset links and the mail still waiting for it. Its
 * sessions end at once: its live streams close and no instance keeps them (`SessionEnder`).
 *
 * After the commit its files are removed from storage, best effort (a failure is logged; the account
 * is gone either way). Returns false when no account of that role has this id.
 */
export async function deleteAccount(ctx: AdminAccountsContext, id: string, role: Role): Promise<boolean> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(profiles)
      .where(and(eq(profiles.id, id), eq(profiles.role, role)))
      .returning({ id: profiles.id, email: profiles.email });
    if (!row) return null;
    await tx
      .delete(authVerifications)
      .where(
        and(eq(authVerifications.value, row.id), like(authVerifications.identifier, "reset-password:%")),
      );
    // Only unsent mail: the due-mail index holds exactly those rows.
    await tx
      .delete(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, row.email), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)),
      );
    await ctx.sessions.end({ userId: row.id, scope: "all" }, tx);
    return row;
  });
  if (!deleted) return false;

  try {
    await ctx.storage.removeAllOf(deleted.id);
  } catch (error) {
    ctx.logger.warn(
      { err: error, accountId: deleted.id },
      "The files of a deleted account could not be removed",
    );
  }
  return true;
}
