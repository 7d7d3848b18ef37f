import { INTERNSHIP_STATUSES } from "@internpath/shared/enums";
import { internshipInputSchema } from "@internpath/shared/internship-schemas";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";

export async function createInternship(db: Database, actor: Actor, input: unknown) {
  if (actor.role !== "company") throw AppError.forbidden("Only companies can post internships");
  const values = parseOrThrow(internshipInputSchema, input);
  const [row] = await db
    .insert(internships)
    .values({
      companyId: actor.id,
      title: values.title,
      description: values.description,
      requirements: values.requirements,
      location: values.location,
      isRemote: values.isRemote,
      type: values.type,
      duration: values.duration,
      stipend: values.stipend ?? null,
      deadline: values.deadline ?? null,
      skills: values.skills,
      status: values.status,
    })
    .returning();
  return row!;
}

const statusSchema = z.object({
  status: z.enum(INTERNSHIP_STATUSES, { error: "Status must be draft, open or closed" }),
});

/** The company's Open/Close toggle (and an admin's override). */
export async function setInternshipStatus(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: unknown,
) {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company" && actor.role !== "admin") throw AppError.forbidden();
  const { status } = parseOrThrow(statusSchema, input);
  const ownership = actor.role === "company" ? eq(internships.companyId, actor.id) : undefined;
  const [row] = await db
    .update(internships)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(internships.id, internshipId), ownership))
    .returning();
  if (!row) throw AppError.notFound("Internship not found");
  return row;
}
