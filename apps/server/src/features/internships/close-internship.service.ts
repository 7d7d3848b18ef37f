import {
  type CloseInternshipAnswer,
  closeInternshipSchema,
  type WaitingApplications,
} from "@internpath/shared/follow-through";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ownedBy, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { rejectWaitingApplications } from "../applications/decisions.service.ts";
import { INTERNSHIP_NOT_FOUND } from "./internship-cards.ts";

const ONLY_OWNER = "Only the company that posted this internship can do this";

/** The company's own internship, locked for the change; another's reads as missing. */
async function lockOwnInternship(tx: Transaction, company: Actor & { role: "company" }, id: string) {
  const [row] = await tx
    .select({ id: internships.id, status: internships.status })
    .from(internships)
    .where(and(eq(internships.id, id), ownedBy(company, internships.companyId)))
    .for("update");
  if (!row) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  return row;
}

/** GET /api/internships/:id/waiting: how many applications are still pending or reviewing (owner only). */
export async function countWaitingApplications(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<WaitingApplications> {
  const company = requireRole(actor, ["company"], ONLY_OWNER);
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const [row] = await db
    .select({
      owned: sql<boolean>`exists (select 1 from internships where id = ${internshipId} and company_id = ${company.id})`,
      waiting: sql<number>`(select count(*)::int from applications a where a.internship_id = ${internshipId}
        and a.company_id = ${company.id} and a.status in ('pending', 'reviewing'))`,
    })
    .from(sql`(select 1) as one`);
  if (!row?.owned) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  return { waiting: Number(row.waiting) };
}

/**
 * POST /api/internships/:id/close: the company closes its posting and, when it chooses, rejects every
 * application still waiting with one kind message (docs/product.md, "Closing a posting"), in one
 * transaction. The rejections wait out the undo window like any decision, then the students are told.
 */
export async function closeInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: unknown,
): Promise<CloseInternshipAnswer> {
  const company = requireRole(actor, ["company"], ONLY_OWNER);
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const { rejectRemaining, message } = parseOrThrow(closeInternshipSchema, input);
  return db.transaction(async (tx) => {
    const internship = await lockOwnInternship(tx, company, internshipId);
    if (internship.status !== "closed") {
      await tx
        .update(internships)
        .set({ status: "closed", updatedAt: new Date() })
        .where(eq(internships.id, internship.id));
    }
    const rejected = rejectRemaining
      ? await rejectWaitingApplications(tx, company, internship.id, message)
      : 0;
    return { closed: true as const, rejected };
  });
}

/**
 * POST /api/internships/:id/confirm-open: "Still open". The posting's 60 days start again and a
 * pending request to confirm is answered (docs/product.md, "Stale postings").
 */
export async function confirmInternshipOpen(db: Database, actor: Actor | null, internshipId: string) {
  const company = requireRole(actor, ["company"], ONLY_OWNER);
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const [row] = await db
    .update(internships)
    .set({ confirmedOpenAt: sql`now()`, confirmRequestedAt: null })
    .where(
      and(
        eq(internships.id, internshipId),
        ownedBy(company, internships.companyId),
        inArray(internships.status, ["open"]),
      ),
    )
    .returning({ id: internships.id, confirmedOpenAt: internships.confirmedOpenAt });
  if (row) return { confirmedOpenAt: row.confirmedOpenAt!.toISOString() };
  const [exists] = await db
    .select({ status: internships.status })
    .from(internships)
    .where(and(eq(internships.id, internshipId), ownedBy(company, internships.companyId)));
  if (!exists) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  throw AppError.badRequest("Only an open internship can be confirmed as still open");
}
