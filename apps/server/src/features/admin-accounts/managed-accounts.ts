import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { and, eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { requireAdminTarget, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import { deleteAccount } from "./account-deletion.ts";
import { refuseEmailChange } from "./account-input.ts";
import { isAccountId } from "./account-pages.ts";
import { accountSnapshot } from "./account-snapshot.ts";
import type { AdminAccountsContext } from "./admin-accounts-context.ts";
import { createInvitedAccount, type NewAccount } from "./invitations.service.ts";

/**
 * The Companies and Students screens' accounts: one machinery for creating, reading, updating and
 * deleting an account of one role, told by its kind what differs (its columns, schemas and 404).
 * Every write is an admin's, recorded in the audit log with the account's before and after.
 */

/** What one screen's accounts are; `Answer` is the shape its create and update answer with. */
export type ManagedAccountKind<Answer extends { id: string }> = {
  role: "company" | "student";
  notFound: string;
  /** The answer's columns, with `invitationPending` and the timestamps that `toAccountAnswer` converts. */
  columns: SelectedFields;
  createSchema: z.ZodType<{ email: string } & NewAccount["profile"]>;
  updateSchema: z.ZodType<Partial<typeof profiles.$inferInsert>>;
  /** Never read: ties the kind to its answer's type. */
  answer?: Answer;
};

type AccountRow = { invitationPending: unknown; createdAt: Date; updatedAt: Date };

/** A row of an answer's columns as the answer carries it: timestamps as ISO text, the invitation a boolean. */
export function toAccountAnswer<Answer>(row: AccountRow): Answer {
  return {
    ...(row as unknown as Answer),
    invitationPending: Boolean(row.invitationPending),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin asking about account `id`: 403 for anyone else, 404 (`notFound`) for an id no account has. */
export function requireAccountTarget(actor: Actor | null, id: string, notFound: string) {
  return requireAdminTarget(
    actor,
    id,
    { onlyAdmins: ADMIN_ACCOUNT_MESSAGES.onlyAdmins, notFound },
    isAccountId,
  );
}

function accountOf(role: ManagedAccountKind<{ id: string }>["role"], id: string) {
  return and(eq(profiles.id, id), eq(profiles.role, role));
}

/** POST: a verified account of the kind's role, mailed a link to set its password. */
export async function createManagedAccount<Answer extends { id: string }>(
  kind: ManagedAccountKind<Answer>,
  ctx: AdminAccountsContext,
  actor: Actor | null,
  input: unknown,
): Promise<Answer> {
  requireRole(actor, ["admin"], ADMIN_ACCOUNT_MESSAGES.onlyAdmins);
  const { email, ...profile } = parseOrThrow(kind.createSchema, input);
  return adminWrite(
    ctx.db,
    actor,
    {
      action: `${kind.role}.create`,
      targetType: kind.role,
      targetId: null,
      idOf: (account) => account.id,
      snapshot: accountSnapshot,
    },
    async (tx) => {
      const id = await createInvitedAccount({ ...ctx, db: tx }, { email, role: kind.role, profile });
      const [row] = await tx.select(kind.columns).from(profiles).where(accountOf(kind.role, id));
      if (!row) throw AppError.notFound(kind.notFound);
      return toAccountAnswer<Answer>(row as AccountRow);
    },
  );
}

/** PATCH: the account's details; its email stays. */
export async function updateManagedAccount<Answer extends { id: string }>(
  kind: ManagedAccountKind<Answer>,
  db: Database,
  actor: Actor | null,
  id: string,
  input: unknown,
): Promise<Answer> {
  requireAccountTarget(actor, id, kind.notFound);
  refuseEmailChange(input);
  const values = parseOrThrow(kind.updateSchema, input ?? {});
  return adminWrite(
    db,
    actor,
    { action: `${kind.role}.update`, targetType: kind.role, targetId: id, snapshot: accountSnapshot },
    async (tx) => {
      const [row] = await tx
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(accountOf(kind.role, id))
        .returning(kind.columns);
      if (!row) throw AppError.notFound(kind.notFound);
      return toAccountAnswer<Answer>(row as AccountRow);
    },
  );
}

/** DELETE (docs/product.md, "Deleting"): what goes with the account is account-deletion.ts's. */
export async function deleteManagedAccount(
  kind: ManagedAccountKind<{ id: string }>,
  ctx: AdminAccountsContext,
  actor: Actor | null,
  id: string,
): Promise<void> {
  requireAccountTarget(actor, id, kind.notFound);
  await adminWrite(
    ctx.db,
    actor,
    { action: `${kind.role}.delete`, targetType: kind.role, targetId: id, snapshot: accountSnapshot },
    async (tx) => {
      if (!(await deleteAccount({ ...ctx, db: tx }, id, kind.role))) throw AppError.notFound(kind.notFound);
    },
  );
}
