import type { CompanyDashboard, StudentDashboard } from "@internpath/shared/api-types";
import {
  COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS,
  COMPANY_DASHBOARD_RECENT,
  STUDENT_DASHBOARD_RECENT,
} from "@internpath/shared/limits";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import {
  countCompanyApplications,
  findRecentCompanyApplications,
} from "../applications/company-applications.service.ts";
import { settleDueDecisions } from "../applications/decisions.service.ts";
import {
  countStudentApplications,
  findRecentStudentApplications,
} from "../applications/student-applications.service.ts";
import {
  findLatestOpenInternships,
  findRecommendedInternships,
} from "../internships/browse-internships.service.ts";
import { loadViewer } from "../internships/internship-cards.ts";
import {
  countCompanyInternships,
  findActiveCompanyInternships,
} from "../internships/manage-internships.service.ts";

const RECOMMENDED_INTERNSHIPS = 5;

/** GET /api/dashboard/student: counters, Recent Applications, Latest Internships, Recommended for you. */
export async function getStudentDashboard(db: Database, actor: Actor | null): Promise<StudentDashboard> {
  const student = requireRole(actor, ["student"], "This dashboard is for students");
  await settleDueDecisions(db, { studentId: student.id });
  const viewer = await loadViewer(db, student);
  const [counts, recentApplications, latestInternships, recommended] = await Promise.all([
    countStudentApplications(db, student.id),
    findRecentStudentApplications(db, student.id, STUDENT_DASHBOARD_RECENT),
    findLatestOpenInternships(db, viewer, STUDENT_DASHBOARD_RECENT),
    findRecommendedInternships(db, viewer, RECOMMENDED_INTERNSHIPS),
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
    latestInternships,
    recommended,
  };
}

/** GET /api/dashboard/company: counters from SQL counts, Recent Applications, up to 3 Active Internships. */
export async function getCompanyDashboard(db: Database, actor: Actor | null): Promise<CompanyDashboard> {
  const company = requireRole(actor, ["company"], "This dashboard is for companies");
  await settleDueDecisions(db, { companyId: company.id });
  const [internshipCounts, applicationCounts, recentApplications, activeInternships] = await Promise.all([
    countCompanyInternships(db, company.id),
    countCompanyApplications(db, company.id),
    findRecentCompanyApplications(db, company.id, COMPANY_DASHBOARD_RECENT),
    findActiveCompanyInternships(db, company.id, COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS),
  ]);
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
