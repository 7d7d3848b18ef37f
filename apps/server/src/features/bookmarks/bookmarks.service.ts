import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { bookmarks, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";

const bookmarkSchema = z.object({ internshipId: z.uuid({ error: "Internship id must be a UUID" }) });

export async function addBookmark(db: Database, actor: Actor | null, input: unknown) {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "student") throw AppError.forbidden("Only students can bookmark internships");
  const { internshipId } = parseOrThrow(bookmarkSchema, input);
  const [internship] = await db
    .select({ id: internships.id })
    .from(internships)
    .where(and(eq(internships.id, internshipId), eq(internships.status, "open")))
    .limit(1);
  if (!internship) throw AppError.notFound("Internship not found");
  const [row] = await db
    .insert(bookmarks)
    .values({ studentId: actor.id, internshipId })
    .onConflictDoNothing({ target: [bookmarks.studentId, bookmarks.internshipId] })
    .returning();
  return row ?? null;
}
