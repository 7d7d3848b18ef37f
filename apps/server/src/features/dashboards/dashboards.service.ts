import type { ApplicationCounts, CompanyDashboard, StudentDashboard } from "@internpath/shared/api-types";
import {
  COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS,
  COMPANY_DASHBOARD_RECENT,
  STUDENT_DASHBOARD_RECENT,
} from "@internpath/shared/limits";
import { eq, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { preparedFor } from "../../lib/prepared.ts";
import { statusCountColumns, toCounts } from "../applications/application-queries.ts";
import {
  findRecentCompanyApplications,
  readCompanyCounters,
} from "../applications/company-applications.service.ts";
import {
  readSettledForCompany,
  settleDueDecisions,
  studentHasDueDecision,
} from "../applications/decisions.service.ts";
import {
  countStudentApplications,
  findRecentStudentApplications,
} from "../applications/student-applications.service.ts";
import { findDashboardInternships } from "../internships/browse-internships.service.ts";
import { studentViewer } from "../internships/internship-cards.ts";
import {
  countCompanyInternships,
  findActiveCompanyInternships,
} from "../internships/manage-internships.service.ts";

const RECOMMENDED_INTERNSHIPS = 5;

/**
 * What the dashboard reads of the student first, in one statement: whether a decision of theirs is due
 * (settled before anything else is read), their skills and resume (for the cards), and their counts per
 * status (good unless a decision was due).
 */
const studentDashboardHead = preparedFor((db) => {
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
  return db
    .select({
      skills: profiles.skills,
      resumeUrl: profiles.resumeUrl,
      hasDueDecision: studentHasDueDecision(studentId),
      counts: {
        all: counts.all,
        pending: counts.pending,
        reviewing: counts.reviewing,
        accepted: counts.accepted,
        rejected: counts.rejected,
        withdrawn: counts.withdrawn,
      },
    })
    .from(profiles)
    .crossJoin(counts)
    .where(eq(profiles.id, studentId))
    .prepare("student_dashboard_head");
});

/**
 * GET /api/dashboard/student: counters, Recent Applications, Latest Internships, Recommended for you.
 * Two round trips when nothing is due: the head, then the recent applications and the cards together.
 */
export async function getStudentDashboard(db: Database, actor: Actor | null): Promise<StudentDashboard> {
  const student = requireRole(actor, ["student"], "This dashboard is for students");
  const [head] = await studentDashboardHead(db).execute({ studentId: student.id });
  let counts: ApplicationCounts;
  if (head && !head.hasDueDecision) {
    counts = toCounts(head.counts);
  } else {
    // A decision's undo window has ended: it takes effect before anything else is read (the counts
    // included), as when the dashboard probed first. (No profile row: the same path, nothing to settle.)
    await settleDueDecisions(db, { studentId: student.id });
    counts = await countStudentApplications(db, student.id);
  }
  const viewer = studentViewer(student, head);
  const [recentApplications, internships] = await Promise.all([
    findRecentStudentApplications(db, student.id, STUDENT_DASHBOARD_RECENT),
    findDashboardInternships(db, viewer, {
      latest: STUDENT_DASHBOARD_RECENT,
      recommended: RECOMMENDED_INTERNSHIPS,
    }),
  ]);
  return {
    counts: {
      total: counts.all,
      pending: counts.pending,
      reviewing: counts.reviewing,
      accepted: counts.accepted,
      rejected: counts.rejected,
    },
    hasResume: viewer.hasResume,
    recentApplications,
    latestInternships: internships.latest,
    recommended: internships.recommended,
  };
}

/** GET /api/dashboard/company: counters from SQL counts, Recent Applications, up to 3 Active Internships. */
export async function getCompanyDashboard(db: Database, actor: Actor | null): Promise<CompanyDashboard> {
  const company = requireRole(actor, ["company"], "This dashboard is for companies");
  // Everything at once; the counters say whether a decision is due (then it is all read again).
  const { internshipCounts, applicationCounts, recentApplications, activeInternships } =
    await readSettledForCompany(db, company.id, async () => {
      const [internshipCounts, counters, recentApplications, activeInternships] = await Promise.all([
        countCompanyInternships(db, company.id),
        readCompanyCounters(db, company.id),
        findRecentCompanyApplications(db, company.id, COMPANY_DASHBOARD_RECENT),
        findActiveCompanyInternships(db, company.id, COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS),
      ]);
      return {
        internshipCounts,
        applicationCounts: counters.counts,
        hasDueDecision: counters.hasDueDecision,
        recentApplications,
        activeInternships,
      };
    });
  return {
    counts: {
      activeInternships: internshipCounts.open,
      totalApplications: applicationCounts.all,
      pendingReview: applicationCounts.pending,
      draftInternships: internshipCounts.draft,
    },
    recentApplications,
    activeInternships,
  };
}
