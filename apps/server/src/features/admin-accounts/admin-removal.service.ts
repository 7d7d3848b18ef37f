import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { asc, eq } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import { profiles } from "../../db/schema/auth.ts";
import { AppError } from "../../lib/app-error.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import { deleteAccount } from "./account-deletion.ts";
import { isAccountId } from "./account-pages.ts";
import { accountSnapshot } from "./account-snapshot.ts";
import type { AdminAccountsContext } from "./admin-accounts-context.ts";

const { onlyAdmins, adminNotFound, removeSelf, lastAdmin } = ADMIN_ACCOUNT_MESSAGES;

/**
 * DELETE /api/admin/admins/:id: removes another administrator's account, as deleting any account does
 * (docs/product.md, "Deleting"): its sessions end at once, its audit entries stay. At least one
 * administrator always remains, and nobody removes themself here (another admin must, which the log records).
 *
 * Every admin row is locked, always in the same order, before anything is counted: two admins removing
 * each other at the same moment run one after the other, and the second finds itself removed or the
 * other one the last, so the count can never reach zero.
 */
export async function removeAdmin(ctx: AdminAccountsContext, actor: Actor | null, id: string) {
  const admin = requireRole(actor, ["admin"], onlyAdmins);
  if (!isAccountId(id)) throw AppError.notFound(adminNotFound);
  await adminWrite(
    ctx.db,
    actor,
    { action: "admin.remove", targetType: "admin", targetId: id, snapshot: accountSnapshot },
    (db) =>
      db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(eq(profiles.role, "admin"))
          .orderBy(asc(profiles.id))
          .for("update");
        if (!admins.some((row) => row.id === id)) throw AppError.notFound(adminNotFound);
        if (admins.length <= 1) throw AppError.conflict(lastAdmin);
        if (id === admin.id) throw AppError.conflict(removeSelf);
        // Removed by another admin a moment ago: no longer one.
        if (!admins.some((row) => row.id === admin.id)) throw AppError.forbidden(onlyAdmins);
        await deleteAccount({ ...ctx, db: tx }, id, "admin");
      }),
  );
}
