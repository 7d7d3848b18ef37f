import type { StudentApplication } from "@internpath/shared/api-types";
import { createApplicationSchema } from "@internpath/shared/application-schemas";
import { APPLY_MESSAGES } from "@internpath/shared/apply-messages";
import { eq, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationStatusChanges, applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { listedForStudents } from "../internships/browse-query.ts";
import { createNotification } from "../notifications/notifications.service.ts";
import { selectStudentApplications, toStudentApplication } from "./student-applications.service.ts";

/**
 * POST /api/applications (docs/product.md, "Applying"): students only, open internships before
 * their deadline, once each, with the resume current at the time. The company is notified in the
 * same transaction. Answered as My Applications shows it.
 */
export async function createApplication(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<StudentApplication> {
  const student = requireRole(actor, ["student"], APPLY_MESSAGES.studentsOnly, APPLY_MESSAGES.signIn);
  const values = parseOrThrow(createApplicationSchema, input);

  const [target] = await db
    .select({
      id: internships.id,
      title: internships.title,
      companyId: internships.companyId,
      status: internships.status,
      listed: listedForStudents,
      isPastDeadline: sql<boolean>`${internships.deadline} is not null and ${internships.deadline} < current_date`,
    })
    .from(internships)
    .where(eq(internships.id, values.internshipId))
    .limit(1);
  // Drafts and closed internships are invisible to students, so they are "not found" by id too.
  // So are those of a company not live and those an admin hid (docs/product.md, "Visibility").
  if (!target || target.status === "draft" || (target.status === "open" && !target.listed)) {
    throw AppError.notFound("Internship not found");
  }
  if (target.status !== "open") throw AppError.badRequest(APPLY_MESSAGES.notOpen);
  if (target.isPastDeadline) throw AppError.badRequest(APPLY_MESSAGES.deadlinePassed);

  const [profile] = await db
    .select({ resumeUrl: profiles.resumeUrl, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, student.id))
    .limit(1);
  const resumeUrl = profile?.resumeUrl;
  if (!resumeUrl) throw AppError.badRequest(APPLY_MESSAGES.resumeRequired);

  const applicationId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({
        studentId: student.id,
        internshipId: target.id,
        companyId: target.companyId,
        coverLetter: values.coverLetter ?? null,
        resumeUrl,
      })
      .onConflictDoNothing({ target: [applications.studentId, applications.internshipId] })
      .returning({ id: applications.id });
    if (!created) throw AppError.conflict(APPLY_MESSAGES.alreadyApplied);
    await tx.insert(applicationStatusChanges).values({
      applicationId: created.id,
      changedBy: student.id,
      fromStatus: null,
      toStatus: "pending",
    });
    await createNotification(tx, {
      userId: target.companyId,
      title: "New application",
      content: `${profile.fullName || "A student"} applied for ${target.title}`,
      type: "application",
      relatedId: created.id,
    });
    return created.id;
  });
  const [row] = await selectStudentApplications(db).where(eq(applications.id, applicationId)).limit(1);
  return toStudentApplication(row!);
}
