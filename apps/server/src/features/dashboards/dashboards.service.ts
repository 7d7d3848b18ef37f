import type { CompanyDashboard, StudentDashboard } from "@internpath/shared/api-types";
import {
  COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS,
  COMPANY_DASHBOARD_RECENT,
  STUDENT_DASHBOARD_RECENT,
} from "@internpath/shared/limits";
import { eq, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { type JsonText, jsonArray, jsonObject, jsonOf } from "../../lib/json-text.ts";
import { statusCountColumns, toCounts } from "../applications/application-queries.ts";
import {
  companyCountersJson,
  countsOfCounters,
  recentCompanyApplicationsJson,
} from "../applications/company-applications.service.ts";
import {
  companyHasDueDecision,
  readSettledForCompany,
  settleDueDecisions,
  studentHasDueDecision,
} from "../applications/settle-decisions.ts";
import { recentStudentApplicationsJson } from "../applications/student-applications.service.ts";
import { findDashboardInternships, lastRecommendedIds } from "../internships/browse-internships.service.ts";
import {
  cardReferencesByIdJson,
  latestCardReferencesJson,
  studentViewer,
} from "../internships/internship-cards.ts";
import {
  activeCompanyInternshipsJson,
  companyInternshipCountsJson,
} from "../internships/manage-internships.service.ts";

const RECOMMENDED_INTERNSHIPS = 5;

/**
 * What the student dashboard reads in one statement: whether a decision of theirs is due (settled before
 * anything is shown, then read again), their skills and resume (for the cards), their counts per status,
 * their Recent Applications, the references of the Latest Internships and those of the internships
 * Recommended for you showed them last (`recommendedIds`; db/json-rows.ts). Exported so a test can EXPLAIN
 * it.
 */
export function studentDashboardQuery(db: Database) {
  const studentId = sql.placeholder("studentId");
  const counts = db
    .select({
      all: statusCountColumns.all.as("all"),
      pending: statusCountColumns.pending.as("pending"),
      reviewing: statusCountColumns.reviewing.as("reviewing"),
      accepted: statusCountColumns.accepted.as("accepted"),
      rejected: statusCountColumns.rejected.as("rejected"),
      withdrawn: statusCountColumns.withdrawn.as("withdrawn"),
    })
    .from(applications)
    .where(eq(applications.studentId, studentId))
    .as("counts");
  const recent = recentStudentApplicationsJson(db, studentId, sql.placeholder("recent"));
  const latest = latestCardReferencesJson(db, studentId, sql.placeholder("latest"));
  const recommended = cardReferencesByIdJson(db, studentId, sql.placeholder("recommendedIds"));
  const query = db
    .select({
      skills: profiles.skills,
      resumeUrl: profiles.resumeUrl,
      hasDueDecision: studentHasDueDecision(studentId),
      all: counts.all,
      pending: counts.pending,
      reviewing: counts.reviewing,
      accepted: counts.accepted,
      rejected: counts.rejected,
      withdrawn: counts.withdrawn,
      recent: recent.column,
      latest: latest.column,
      recommended: recommended.column,
    })
    .from(profiles)
    .crossJoin(counts)
    .where(eq(profiles.id, studentId));
  return {
    query,
    readRecent: recent.read,
    readLatest: latest.read,
    readRecommended: recommended.read,
  };
}

const studentDashboardRead = preparedFor((db) => {
  const { query, ...readers } = studentDashboardQuery(db);
  return { statement: prepareWithPlannedRows(db, "student_dashboard", query), ...readers };
});

/**
 * GET /api/dashboard/student: counters, Recent Applications, Latest Internships, Recommended for you.
 * One statement; Recommended for you's cards are read again only when their ranking (kept a minute per set
 * of skills) is not the one the statement read them for. Answered as JSON text, its cards as browse writes them.
 */
export async function getStudentDashboard(
  db: Database,
  actor: Actor | null,
): Promise<JsonText<StudentDashboard>> {
  const student = requireRole(actor, ["student"], "This dashboard is for students");
  const { statement, readRecent, readLatest, readRecommended } = studentDashboardRead(db);
  const recommendedIds = lastRecommendedIds(db, student.id);
  const values = {
    studentId: student.id,
    recent: STUDENT_DASHBOARD_RECENT,
    latest: STUDENT_DASHBOARD_RECENT,
    recommendedIds,
  };
  let [row] = await statement.execute(values);
  if (!row || row.hasDueDecision) {
    // A decision's undo window has ended: it takes effect before anything is read (the counts included).
    // (No profile row: the same path, nothing to settle.)
    await settleDueDecisions(db, { studentId: student.id });
    [row] = await statement.execute(values);
  }
  const viewer = studentViewer(student, row);
  const internships = await findDashboardInternships(
    db,
    viewer,
    readLatest(row?.latest ?? []),
    RECOMMENDED_INTERNSHIPS,
    { ids: recommendedIds, references: readRecommended(row?.recommended ?? []) },
  );
  const counts = toCounts(row);
  return jsonObject<StudentDashboard>({
    counts: jsonOf({
      total: counts.all,
      pending: counts.pending,
      reviewing: counts.reviewing,
      accepted: counts.accepted,
      rejected: counts.rejected,
    }),
    hasResume: jsonOf(viewer.hasResume),
    recentApplications: jsonOf(readRecent(row?.recent ?? [])),
    latestInternships: jsonArray(internships.latest),
    recommended: jsonArray(internships.recommended),
  });
}

/**
 * The company dashboard in one statement: its internships' counts, its applications' counters and whether a
 * decision of its is due, its Recent Applications and its Active Internships (db/json-rows.ts). Exported so
 * a test can EXPLAIN it.
 */
export function companyDashboardQuery(db: Database) {
  const companyId = sql.placeholder("companyId");
  const recent = recentCompanyApplicationsJson(db, companyId, sql.placeholder("recent"));
  const active = activeCompanyInternshipsJson(db, companyId, sql.placeholder("active"));
  const query = db
    .select({
      internshipCounts: companyInternshipCountsJson(companyId),
      counters: companyCountersJson(companyId),
      hasDueDecision: companyHasDueDecision(companyId),
      recent,
      active: active.column,
    })
    .from(profiles)
    .where(eq(profiles.id, companyId));
  return { query, readActive: active.read };
}

const companyDashboardRead = preparedFor((db) => {
  const { query, ...readers } = companyDashboardQuery(db);
  return { statement: prepareWithPlannedRows(db, "company_dashboard", query), ...readers };
});

/** GET /api/dashboard/company: counters from SQL counts, Recent Applications, up to 3 Active Internships. */
export async function getCompanyDashboard(db: Database, actor: Actor | null): Promise<CompanyDashboard> {
  const company = requireRole(actor, ["company"], "This dashboard is for companies");
  const { statement, readActive } = companyDashboardRead(db);
  // When a decision is due, it takes effect and the dashboard is read again.
  const read = await readSettledForCompany(db, company.id, async () => {
    const [row] = await statement.execute({
      companyId: company.id,
      recent: COMPANY_DASHBOARD_RECENT,
      active: COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS,
    });
    return { row, hasDueDecision: row?.hasDueDecision ?? false };
  });
  const [open, draft] = read.row?.internshipCounts ?? [0, 0];
  const applicationCounts = countsOfCounters(read.row?.counters ?? []);
  return {
    counts: {
      activeInternships: open,
      totalApplications: applicationCounts.all,
      pendingReview: applicationCounts.pending,
      draftInternships: draft,
    },
    recentApplications: read.row?.recent ?? [],
    activeInternships: readActive(read.row?.active ?? []),
  };
}
