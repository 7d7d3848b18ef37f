import type { REPORT_OUTCOMES } from "@internpath/shared/enums";
import type { ReportGroup, ReportQueue, ReportResolution } from "@internpath/shared/trust-answers";
import {
  REPORT_REASON_LABELS,
  reasonSchema,
  reportInputSchema,
  TRUST_MESSAGES,
} from "@internpath/shared/trust-schemas";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { requireAdminTarget, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { internshipReports, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { postgresErrorCode, UNIQUE_VIOLATION } from "../../lib/db-errors.ts";
import { decodeCursor, encodeCursor, isUuid } from "../../lib/keyset-pagination.ts";
import { listedForStudents } from "../internships/browse-query.ts";
import { createNotification, createNotifications } from "../notifications/notifications.service.ts";
import { notifyAdmins } from "./admins.ts";
import { notifyApplicantsOfHiddenPosting } from "./applicant-notices.ts";
import { adminWrite } from "./audit.ts";
import { lockModeratedInternship, moderationSnapshot, REPORTED_INTERNSHIP } from "./moderated-internship.ts";

/**
 * Reporting a posting (docs/product.md): a student reports a listed internship once; the admins'
 * queue groups the open reports by internship; an admin dismisses them or hides the posting (out of
 * every student view, its company told why), and the reporters learn the outcome.
 */

const GROUPS_PER_PAGE = 20;
/** How many of an internship's open reports the queue shows (the count covers all). */
const REPORTS_PER_GROUP = 10;

/** POST /api/internships/:id/report: a student, once per internship (again: 409). */
export async function reportInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: unknown,
): Promise<{ id: string }> {
  const student = requireRole(actor, ["student"], TRUST_MESSAGES.onlyStudents);
  if (!isUuid(internshipId)) throw AppError.notFound(TRUST_MESSAGES.internshipNotFound);
  const values = parseOrThrow(reportInputSchema, input ?? {});
  try {
    return await db.transaction(async (tx) => {
      const [internship] = await tx
        .select({ id: internships.id, title: internships.title })
        .from(internships)
        .where(and(eq(internships.id, internshipId), listedForStudents))
        .limit(1);
      if (!internship) throw AppError.notFound(TRUST_MESSAGES.internshipNotFound);
      const [report] = await tx
        .insert(internshipReports)
        .values({
          internshipId,
          reporterId: student.id,
          reason: values.reason,
          details: values.details ?? null,
        })
        .returning({ id: internshipReports.id });
      await notifyAdmins(tx, {
        title: "A posting was reported",
        content: `"${internship.title}" was reported: ${REPORT_REASON_LABELS[values.reason]}.`,
        relatedId: internshipId,
        link: { path: "/admin/reports", label: "Open Reports" },
      });
      return { id: report!.id };
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION)
      throw AppError.conflict(TRUST_MESSAGES.alreadyReported);
    throw error;
  }
}

/**
 * GET /api/admin/reports: internships with open reports, the most recently reported first, with
 * their count and newest reports. Open reports are few (each is resolved), so grouping them is cheap.
 */
export async function findReportQueue(
  db: Database,
  actor: Actor | null,
  query: { after?: string },
): Promise<ReportQueue> {
  requireRole(actor, ["admin"], TRUST_MESSAGES.onlyAdmins);
  let cursor: { createdAt: string; id: string } | null = null;
  if (query.after) {
    try {
      cursor = decodeCursor(query.after);
    } catch {
      throw AppError.badRequest("The page cursor is not valid");
    }
  }
  const groups = db
    .select({
      internshipId: internshipReports.internshipId,
      count: sql<number>`count(*)::int`.as("count"),
      latestAt: sql<Date>`max(${internshipReports.createdAt})`.as("latest_at"),
    })
    .from(internshipReports)
    .where(isNull(internshipReports.resolvedAt))
    .groupBy(internshipReports.internshipId)
    .as("groups");
  const rows = await db
    .select({
      internshipId: groups.internshipId,
      count: groups.count,
      latestAt: sql<string>`to_char(${groups.latestAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      title: internships.title,
      companyId: internships.companyId,
      hiddenAt: internships.hiddenAt,
      companyName: profiles.companyName,
    })
    .from(groups)
    .innerJoin(internships, eq(internships.id, groups.internshipId))
    .innerJoin(profiles, eq(profiles.id, internships.companyId))
    .where(
      cursor
        ? sql`(${groups.latestAt}, ${groups.internshipId}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(groups.latestAt), desc(groups.internshipId))
    .limit(GROUPS_PER_PAGE + 1);
  const page = rows.slice(0, GROUPS_PER_PAGE);
  const ids = page.map((row) => row.internshipId);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            id: internshipReports.id,
            internshipId: internshipReports.internshipId,
            reason: internshipReports.reason,
            details: internshipReports.details,
            createdAt: internshipReports.createdAt,
            reporterName: profiles.fullName,
            rank: sql<number>`row_number() over (partition by ${internshipReports.internshipId} order by ${internshipReports.createdAt} desc)`,
          })
          .from(internshipReports)
          .innerJoin(profiles, eq(profiles.id, internshipReports.reporterId))
          .where(and(inArray(internshipReports.internshipId, ids), isNull(internshipReports.resolvedAt)));
  const byInternship = new Map<string, ReportGroup["reports"]>();
  for (const report of reports) {
    if (Number(report.rank) > REPORTS_PER_GROUP) continue;
    const list = byInternship.get(report.internshipId) ?? [];
    list.push({
      id: report.id,
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      reporterName: report.reporterName,
    });
    byInternship.set(report.internshipId, list);
  }
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      internship: {
        id: row.internshipId,
        title: row.title,
        companyId: row.companyId,
        companyName: row.companyName,
        hidden: row.hiddenAt !== null,
      },
      count: row.count,
      latestAt: row.latestAt,
      reports: (byInternship.get(row.internshipId) ?? []).sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      ),
    })),
    nextCursor:
      rows.length > GROUPS_PER_PAGE && last
        ? encodeCursor({ createdAt: last.latestAt, id: last.internshipId })
        : null,
  };
}

const OUTCOME_NOTES: Record<(typeof REPORT_OUTCOMES)[number], string> = {
  dismissed:
    "An administrator reviewed the posting you reported and found no problem with it. Thank you for telling us.",
  hidden:
    "An administrator reviewed the posting you reported and removed it from InternPath. Thank you for telling us.",
};

/**
 * POST /api/admin/reports/:internshipId/dismiss | hide: resolves all of the internship's open reports.
 * Hiding needs a reason, which its company is told (notification and mail); every reporter learns the outcome.
 */
export async function resolveReports(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  outcome: (typeof REPORT_OUTCOMES)[number],
  input: unknown,
): Promise<ReportResolution> {
  requireAdminTarget(actor, internshipId, REPORTED_INTERNSHIP);
  const reason = outcome === "hidden" ? parseOrThrow(reasonSchema, input ?? {}).reason : null;
  return adminWrite(
    db,
    actor,
    {
      action: outcome === "hidden" ? "report.hide" : "report.dismiss",
      targetType: "internship",
      targetId: internshipId,
      snapshot: moderationSnapshot,
    },
    async (tx) => {
      const internship = await lockModeratedInternship(tx, internshipId);
      const resolved = await tx
        .update(internshipReports)
        .set({ resolvedAt: new Date(), resolvedBy: actor!.id, outcome })
        .where(and(eq(internshipReports.internshipId, internshipId), isNull(internshipReports.resolvedAt)))
        .returning({ reporterId: internshipReports.reporterId });
      if (resolved.length === 0) throw AppError.conflict(TRUST_MESSAGES.noOpenReports);
      if (outcome === "hidden") {
        await tx
          .update(internships)
          .set({ hiddenAt: new Date(), hiddenReason: reason })
          .where(eq(internships.id, internshipId));
        await createNotification(tx, {
          userId: internship.companyId,
          type: "other",
          title: "Your internship was hidden",
          content: `An administrator hid "${internship.title}" after reports from students: they no longer see it. Reason: ${reason}`,
          relatedId: internship.id,
        });
        await notifyApplicantsOfHiddenPosting(tx, internship.id);
      }
      await createNotifications(
        tx,
        resolved.map((report) => ({
          userId: report.reporterId,
          type: "other" as const,
          title: outcome === "hidden" ? "A posting you reported was removed" : "Your report was reviewed",
          content: `"${internship.title}": ${OUTCOME_NOTES[outcome]}`,
          relatedId: outcome === "hidden" ? null : internship.id,
        })),
      );
      return { internshipId, outcome, resolved: resolved.length };
    },
  );
}
