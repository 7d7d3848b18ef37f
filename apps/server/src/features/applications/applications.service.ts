import {
  APPLY_MESSAGES,
  canChangeApplicationStatus,
  createApplicationSchema,
  updateApplicationStatusSchema,
} from "@internpath/shared/application-schemas";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationStatusChanges, applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { createNotification } from "../notifications/notifications.service.ts";

/** PRODUCT.md item 5: students only, open internships before their deadline, once each, with the current resume. */
export async function createApplication(db: Database, actor: Actor | null, input: unknown) {
  if (!actor) throw AppError.unauthorized(APPLY_MESSAGES.signIn);
  if (actor.role !== "student") throw AppError.forbidden(APPLY_MESSAGES.studentsOnly);
  const values = parseOrThrow(createApplicationSchema, input);

  const [target] = await db
    .select({
      id: internships.id,
      title: internships.title,
      companyId: internships.companyId,
      status: internships.status,
      isPastDeadline: sql<boolean>`${internships.deadline} is not null and ${internships.deadline} < current_date`,
    })
    .from(internships)
    .where(eq(internships.id, values.internshipId))
    .limit(1);
  // Drafts and closed internships are invisible to students, so they are "not found" by id too.
  if (!target || target.status === "draft") throw AppError.notFound("Internship not found");
  if (target.status !== "open") throw AppError.badRequest(APPLY_MESSAGES.notOpen);
  if (target.isPastDeadline) throw AppError.badRequest(APPLY_MESSAGES.deadlinePassed);

  const [student] = await db
    .select({ resumeUrl: profiles.resumeUrl, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, actor.id))
    .limit(1);
  if (!student?.resumeUrl) throw AppError.badRequest(APPLY_MESSAGES.resumeRequired);

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({
        studentId: actor.id,
        internshipId: target.id,
        coverLetter: values.coverLetter ?? null,
        resumeUrl: student.resumeUrl!,
      })
      .onConflictDoNothing({ target: [applications.studentId, applications.internshipId] })
      .returning();
    if (!created) throw AppError.conflict(APPLY_MESSAGES.alreadyApplied);
    await tx.insert(applicationStatusChanges).values({
      applicationId: created.id,
      changedBy: actor.id,
      fromStatus: null,
      toStatus: "pending",
    });
    await createNotification(tx, {
      userId: target.companyId,
      title: "New application",
      content: `${student.fullName || "A student"} applied for ${target.title}`,
      type: "application",
      relatedId: created.id,
    });
    return created;
  });
}

/** Spec section 4 state machine for companies; admins may set any status. Every change is recorded. */
export async function changeApplicationStatus(
  db: Database,
  actor: Actor | null,
  applicationId: string,
  input: unknown,
) {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company" && actor.role !== "admin") throw AppError.forbidden();
  const { status: nextStatus } = parseOrThrow(updateApplicationStatusSchema, input);

  const [current] = await db
    .select({
      id: applications.id,
      status: applications.status,
      studentId: applications.studentId,
      companyId: internships.companyId,
      title: internships.title,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!current || (actor.role === "company" && current.companyId !== actor.id)) {
    throw AppError.notFound("Application not found");
  }
  const from = current.status as ApplicationStatus;
  if (!canChangeApplicationStatus(actor.role, from, nextStatus)) {
    throw AppError.badRequest(`An application cannot move from ${from} to ${nextStatus}`);
  }

  return db.transaction(async (tx) => {
    // Only move from the status we checked, so two reviewers cannot both act on a stale view.
    const [updated] = await tx
      .update(applications)
      .set({ status: nextStatus, updatedAt: new Date() })
      .where(and(eq(applications.id, current.id), eq(applications.status, from)))
      .returning();
    if (!updated) throw AppError.conflict("This application was changed by someone else. Please reload.");
    await tx.insert(applicationStatusChanges).values({
      applicationId: current.id,
      changedBy: actor.id,
      fromStatus: from,
      toStatus: nextStatus,
    });
    await createNotification(tx, {
      userId: current.studentId,
      title: "Application status updated",
      content: `Your application for ${current.title} is now ${nextStatus}`,
      type: "status_change",
      relatedId: current.id,
    });
    return updated;
  });
}
