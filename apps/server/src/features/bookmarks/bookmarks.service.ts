import type { InternshipCard, Page } from "@internpath/shared/api-types";
import { createBookmarkSchema } from "@internpath/shared/bookmark-schemas";
import { pageQuerySchema } from "@internpath/shared/pagination";
import { and, eq, sql } from "drizzle-orm";
import { ownedBy, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { bookmarks, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { cursorKey, isUuid, keysetPage } from "../../lib/keyset-pagination.ts";
import { listedForStudents } from "../internships/browse-query.ts";
import { withCardContents } from "../internships/card-contents.ts";
import { loadViewer, selectInternshipCards, toInternshipCard } from "../internships/internship-cards.ts";

const ONLY_STUDENTS = "Only students can bookmark internships";

/** POST /api/bookmarks: listed internships only (open, live company, not hidden); bookmarking twice keeps one bookmark. */
export async function addBookmark(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<{ internshipId: string }> {
  const me = requireRole(actor, ["student"], ONLY_STUDENTS);
  const { internshipId } = parseOrThrow(createBookmarkSchema, input);
  const [internship] = await db
    .select({ id: internships.id })
    .from(internships)
    .where(and(eq(internships.id, internshipId), listedForStudents))
    .limit(1);
  if (!internship) throw AppError.notFound("Internship not found");
  await db
    .insert(bookmarks)
    .values({ studentId: me.id, internshipId })
    .onConflictDoNothing({ target: [bookmarks.studentId, bookmarks.internshipId] });
  return { internshipId };
}

/** DELETE /api/bookmarks/:internshipId: only the student's own bookmark; removing a missing one is fine. */
export async function removeBookmark(db: Database, actor: Actor | null, internshipId: string) {
  const me = requireRole(actor, ["student"], ONLY_STUDENTS);
  if (!isUuid(internshipId)) throw AppError.notFound("Bookmark not found");
  await db
    .delete(bookmarks)
    .where(and(ownedBy(me, bookmarks.studentId), eq(bookmarks.internshipId, internshipId)));
}

/** GET /api/bookmarks: the listed internships the student bookmarked, newest bookmark first. */
export async function findBookmarkedInternships(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<InternshipCard>> {
  const me = requireRole(actor, ["student"], ONLY_STUDENTS);
  const page = parseOrThrow(pageQuerySchema, query);
  const viewer = await loadViewer(db, me);
  const mine = and(ownedBy(me, bookmarks.studentId), listedForStudents);
  const keyColumns = { createdAt: bookmarks.createdAt, id: bookmarks.id };
  const [result, [count]] = await Promise.all([
    keysetPage(
      keyColumns,
      page,
      async (keyset) =>
        withCardContents(
          db,
          // The card query left-joins the viewer's bookmark; here it must exist, and its key orders the page.
          await selectInternshipCards(db, me.id, { cursorKey: cursorKey(bookmarks.createdAt, bookmarks.id) })
            .where(and(mine, sql`${bookmarks.id} is not null`, keyset.where))
            .orderBy(...keyset.orderBy)
            .limit(keyset.limit),
        ),
      (row) => toInternshipCard(row.content, row, viewer),
    ),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookmarks)
      .innerJoin(internships, eq(internships.id, bookmarks.internshipId))
      .where(mine),
  ]);
  return { ...result, total: count?.total ?? 0 };
}
