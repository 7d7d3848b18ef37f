import type { CompanyDashboard, StudentDashboard } from "@internpath/shared/api-types";
import {
  COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS,
  COMPANY_DASHBOARD_RECENT,
  STUDENT_DASHBOARD_RECENT,
} from "@internpath/shared/limits";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  countCompanyApplications,
  countStudentApplications,
  findRecentCompanyApplications,
  findRecentStudentApplications,
} from "../applications/applications.service.ts";
import {
  countCompanyInternships,
  findActiveCompanyInternships,
  findLatestOpenInternships,
  findRecommendedInternships,
  loadViewer,
} from "../internships/internships.service.ts";

const RECOMMENDED_INTERNSHIPS = 5;

/** GET /api/dashboard/student: counters, Recent Applications, Latest Internships, Recommended for you. */
export async function getStudentDashboard(db: Database, actor: Actor | null): Promise<StudentDashboard> {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "student") throw AppError.forbidden("This dashboard is for students");
  const viewer = await loadViewer(db, actor);
  const [counts, recentApplications, latestInternships, recommended] = await Promise.all([
    countStudentApplications(db, actor.id),
    findRecentStudentApplications(db, actor.id, STUDENT_DASHBOARD_RECENT),
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
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company") throw AppError.forbidden("This dashboard is for companies");
  const [internshipCounts, applicationCounts, recentApplications, activeInternships] = await Promise.all([
    countCompanyInternships(db, actor.id),
    countCompanyApplications(db, actor.id),
    findRecentCompanyApplications(db, actor.id, COMPANY_DASHBOARD_RECENT),
    findActiveCompanyInternships(db, actor.id, COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS),
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
