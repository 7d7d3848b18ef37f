import type { ApprovalQueueItem, CompanyVerificationState } from "@internpath/shared/trust-answers";
import { reasonSchema, TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isAccountId } from "../admin-accounts/account-pages.ts";
import { createNotification } from "../notifications/notifications.service.ts";
import { notifyAdmins } from "./admins.ts";
import { notifyApplicantsOfCompanyRemoval } from "./applicant-notices.ts";
import { adminWrite } from "./audit.ts";

/**
 * Verified employers (docs/product.md): while approval is on, a new company is pending; opening an
 * internship puts it in the admins' queue; an admin approves (verified, its internships go live) or
 * rejects it with a reason, and may later revoke the verification. The internships' `company_live`
 * follows the verification by trigger (migration 0017), in the same transaction.
 */

/** How many companies the queue shows at once (the oldest requests first). */
const QUEUE_SIZE = 50;
/** How many of each company's open internships the queue names. */
const QUEUE_INTERNSHIPS = 5;

/**
 * A company not live that opens an internship asks for review (once: an earlier request keeps its
 * place). Called in the transaction that opened it; tells the admins when it is a new request.
 */
export async function requestReviewIfNotLive(db: Database | Transaction, companyId: string) {
  const [requested] = await db
    .update(profiles)
    .set({ reviewRequestedAt: new Date() })
    .where(
      and(
        eq(profiles.id, companyId),
        eq(profiles.role, "company"),
        inArray(profiles.verification, ["pending", "rejected", "revoked"]),
        sql`${profiles.reviewRequestedAt} is null`,
      ),
    )
    .returning({ companyName: profiles.companyName, email: profiles.email });
  if (!requested) return;
  await notifyAdmins(db, {
    title: "A company waits for approval",
    content: `${requested.companyName ?? requested.email} opened an internship and waits for your review.`,
    relatedId: companyId,
    link: { path: "/admin/approvals", label: "Open Approvals" },
  });
}

/** GET /api/admin/approvals: the companies waiting for review, oldest request first. */
export async function findApprovalQueue(
  db: Database,
  actor: Actor | null,
): Promise<{ items: ApprovalQueueItem[] }> {
  requireRole(actor, ["admin"], TRUST_MESSAGES.onlyAdmins);
  const rows = await db
    .select({
      id: profiles.id,
      companyName: profiles.companyName,
      fullName: profiles.fullName,
      email: profiles.email,
      website: profiles.website,
      industry: profiles.companyIndustry,
      verification: profiles.verification,
      reviewRequestedAt: profiles.reviewRequestedAt,
      createdAt: profiles.createdAt,
      openInternships: sql<{ id: string; title: string }[]>`coalesce((
        select json_agg(json_build_object('id', opened.id, 'title', opened.title))
        from (
          select i.id, i.title from internships as i
          where i.company_id = profiles.id and i.status = 'open'
          order by i.created_at desc limit ${sql.raw(String(QUEUE_INTERNSHIPS))}
        ) as opened), '[]'::json)`,
    })
    .from(profiles)
    .where(isNotNull(profiles.reviewRequestedAt))
    .orderBy(asc(profiles.reviewRequestedAt), asc(profiles.id))
    .limit(QUEUE_SIZE);
  return {
    items: rows.map((row) => ({
      ...row,
      reviewRequestedAt: row.reviewRequestedAt!.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const stateColumns = {
  id: profiles.id,
  verification: profiles.verification,
  verificationReason: profiles.verificationReason,
};

/** The company's verification, locked until the write's transaction ends; null when there is no such company. */
async function lockedCompanyState(tx: Database, id: string | null) {
  if (id === null || !isAccountId(id)) return null;
  const [row] = await tx
    .select({ ...stateColumns, reviewRequestedAt: profiles.reviewRequestedAt })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.role, "company")))
    .for("update");
  return row ?? null;
}

type Decision = "approve" | "reject" | "revoke";

/** Whether students see a company's open internships in this standing (its internships' `company_live`). */
const isLive = (verification: string) => verification === "unreviewed" || verification === "verified";

const DECISIONS: Record<
  Decision,
  {
    allowedFrom: readonly string[];
    refused: string;
    to: "verified" | "rejected" | "revoked";
    title: string;
    content: (reason: string) => string;
  }
> = {
  approve: {
    allowedFrom: ["unreviewed", "pending", "rejected", "revoked"],
    refused: "This company is already verified",
    to: "verified",
    title: "Your company is verified",
    content: () =>
      "An administrator approved your company: your open internships are live for students, with the Verified employer badge.",
  },
  reject: {
    allowedFrom: ["unreviewed", "pending", "revoked"],
    refused: TRUST_MESSAGES.notPending,
    to: "rejected",
    title: "Your company was not approved",
    content: (reason) =>
      `An administrator did not approve your company, so students do not see your internships. Reason: ${reason}`,
  },
  revoke: {
    allowedFrom: ["verified"],
    refused: TRUST_MESSAGES.notVerified,
    to: "revoked",
    title: "Your verification was revoked",
    content: (reason) =>
      `An administrator revoked your company's verification: students do not see your internships until it is approved again. Reason: ${reason}`,
  },
};

/** POST /api/admin/companies/:id/approve | reject | revoke (reject and revoke need a reason). */
export async function decideCompany(
  db: Database,
  actor: Actor | null,
  companyId: string,
  decision: Decision,
  input: unknown,
): Promise<CompanyVerificationState> {
  requireRole(actor, ["admin"], TRUST_MESSAGES.onlyAdmins);
  const rule = DECISIONS[decision];
  const reason = decision === "approve" ? null : parseOrThrow(reasonSchema, input ?? {}).reason;
  return adminWrite(
    db,
    actor,
    {
      action: `company.${decision}`,
      targetType: "company",
      targetId: companyId,
      snapshot: lockedCompanyState,
    },
    async (tx) => {
      const before = await lockedCompanyState(tx, companyId);
      if (!before) throw AppError.notFound(TRUST_MESSAGES.companyNotFound);
      if (!rule.allowedFrom.includes(before.verification)) throw AppError.conflict(rule.refused);
      const [after] = await tx
        .update(profiles)
        .set({
          verification: rule.to,
          verificationReason: reason,
          reviewRequestedAt: null,
          ...(rule.to === "verified" && { verifiedAt: new Date() }),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, before.id))
        .returning(stateColumns);
      await createNotification(tx, {
        userId: before.id,
        type: "other",
        title: rule.title,
        content: rule.content(reason ?? ""),
        relatedId: null,
      });
      if (isLive(before.verification) && !isLive(rule.to))
        await notifyApplicantsOfCompanyRemoval(tx, before.id);
      return after!;
    },
  );
}
