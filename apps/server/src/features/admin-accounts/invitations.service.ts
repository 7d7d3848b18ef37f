import { randomBytes, randomUUID } from "node:crypto";
import type { AdminAdminRow } from "@internpath/shared/admin-accounts-answers";
import {
  ADMIN_ACCOUNT_MESSAGES,
  adminInviteSchema,
  INVITATION_VALID_DAYS,
} from "@internpath/shared/admin-accounts-schemas";
import type { Page } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import { and, eq, like } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { authVerifications, profiles } from "../../db/schema/auth.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../../lib/db-errors.ts";
import { INVITATION_KIND } from "../../mail/notification-mail.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { InvitationMailData } from "../../mail/templates.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import { type AccountListSpec, findAccounts } from "./account-lists.ts";
import { isAccountId } from "./account-pages.ts";
import { accountSnapshot } from "./account-snapshot.ts";
import { type AdminAccountsContext, invitationPendingColumn } from "./admin-accounts-context.ts";

/**
 * Accounts an admin makes (decision 012): a verified profile with no way to sign in yet, and a
 * Better Auth password-reset token valid INVITATION_VALID_DAYS, mailed through the outbox. The link
 * runs Better Auth's own reset flow (once: the token is consumed; expired: refused), which creates the
 * credential account; until then the account is "invitation pending".
 */

const { onlyAdmins, emailTaken, accountNotFound, passwordAlreadySet } = ADMIN_ACCOUNT_MESSAGES;

/** Where the mailed link lands after Better Auth checked its token: the Set Password screen. */
export const INVITATION_LANDING_PATH = "/auth/reset-password?invited=1";
/** The identifier Better Auth gives a reset token (`reset-password:{token}`, value: the user id). */
const RESET_TOKEN_PREFIX = "reset-password:";

export type NewAccount = {
  email: string;
  role: Role;
  profile: Partial<typeof profiles.$inferInsert> & { fullName: string };
};

/** Creates the account and its invitation in one transaction; a taken email is 409. Returns its id. */
export async function createInvitedAccount(ctx: AdminAccountsContext, account: NewAccount): Promise<string> {
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(profiles).values({
        ...account.profile,
        id,
        email: account.email,
        role: account.role,
        emailVerified: true,
      });
      await issueInvitation(tx, ctx.appUrl, {
        id,
        email: account.email,
        fullName: account.profile.fullName,
        role: account.role,
        companyName: account.profile.companyName ?? null,
      });
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw new AppError(409, "CONFLICT", emailTaken, { email: emailTaken });
    }
    throw error;
  }
  return id;
}

type InvitedAccount = { id: string; email: string; fullName: string; role: Role; companyName: string | null };

async function issueInvitation(tx: Transaction, appUrl: string, account: InvitedAccount) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
  await tx
    .insert(authVerifications)
    .values({ identifier: `${RESET_TOKEN_PREFIX}${token}`, value: account.id, expiresAt });
  const url = `${appUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(INVITATION_LANDING_PATH)}`;
  const data: InvitationMailData = {
    name: account.fullName,
    role: account.role,
    companyName: account.companyName,
    url,
    expiresAt: expiresAt.toISOString(),
  };
  await enqueueMail(tx, { toAddress: account.email, kind: INVITATION_KIND, data });
}

/**
 * POST /api/admin/accounts/:id/invitation: a new link for an account still waiting for its password;
 * the earlier links stop working. 409 once the password is set (the person resets it themself).
 */
export async function resendInvitation(ctx: AdminAccountsContext, actor: Actor | null, id: string) {
  requireRole(actor, ["admin"], onlyAdmins);
  if (!isAccountId(id)) throw AppError.notFound(accountNotFound);
  await adminWrite(
    ctx.db,
    actor,
    { action: "account.resend_invitation", targetType: "account", targetId: id, snapshot: accountSnapshot },
    (tx) =>
      tx.transaction(async (tx) => {
        const [account] = await tx
          .select({
            id: profiles.id,
            email: profiles.email,
            fullName: profiles.fullName,
            role: profiles.role,
            companyName: profiles.companyName,
            invitationPending: invitationPendingColumn,
          })
          .from(profiles)
          .where(eq(profiles.id, id))
          .for("update");
        if (!account) throw AppError.notFound(accountNotFound);
        if (!account.invitationPending) throw AppError.conflict(passwordAlreadySet);
        await tx
          .delete(authVerifications)
          .where(
            and(
              eq(authVerifications.value, id),
              like(authVerifications.identifier, `${RESET_TOKEN_PREFIX}%`),
            ),
          );
        await issueInvitation(tx, ctx.appUrl, account);
      }),
  );
}

export const adminList = {
  name: "admin_admins",
  role: "admin",
  columns: {
    id: profiles.id,
    fullName: profiles.fullName,
    email: profiles.email,
    createdAt: profiles.createdAt,
    invitationPending: invitationPendingColumn,
  },
  searchColumns: ["profiles.full_name", "profiles.email"],
} satisfies AccountListSpec<SelectedFields>;

function toAdminRow(row: {
  id: string;
  fullName: string;
  email: string;
  createdAt: Date;
  invitationPending: unknown;
}): AdminAdminRow {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    invitationPending: Boolean(row.invitationPending),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/admins: the administrators, newest first. */
export async function findAdmins(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<AdminAdminRow>> {
  requireRole(actor, ["admin"], onlyAdmins);
  return findAccounts(db, adminList, query, toAdminRow);
}

/**
 * POST /api/admin/admins: the only way a request makes an administrator (sign-up and update-user refuse
 * the role; `npm run create-admin` is the other way, outside HTTP).
 */
export async function inviteAdmin(
  ctx: AdminAccountsContext,
  actor: Actor | null,
  input: unknown,
): Promise<AdminAdminRow> {
  requireRole(actor, ["admin"], onlyAdmins);
  const { email, fullName } = parseOrThrow(adminInviteSchema, input);
  return adminWrite(
    ctx.db,
    actor,
    {
      action: "admin.invite",
      targetType: "admin",
      targetId: null,
      idOf: (admin) => admin.id,
      snapshot: accountSnapshot,
    },
    async (tx) => {
      const id = await createInvitedAccount(
        { ...ctx, db: tx },
        { email, role: "admin", profile: { fullName } },
      );
      const [row] = await tx.select(adminList.columns).from(profiles).where(eq(profiles.id, id));
      if (!row) throw AppError.notFound(accountNotFound);
      return toAdminRow(row);
    },
  );
}
