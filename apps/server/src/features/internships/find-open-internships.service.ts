import type { InternshipCard, Page } from "@internpath/shared/api-types";
import { internshipListQuerySchema } from "@internpath/shared/internship-schemas";
import { BROWSE_COUNT_LIMIT } from "@internpath/shared/limits";
import { and, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedByShape, preparedFor } from "../../db/prepared.ts";
import { preparedWithPlannedRows, prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { createCache } from "../../lib/caches.ts";
import { type JsonText, jsonArray, jsonObject, jsonOf } from "../../lib/json-text.ts";
import {
  keysetPage,
  keysetValues,
  newestFirst,
  type PageDirection,
  pageDirection,
  preparedKeyset,
} from "../../lib/keyset-pagination.ts";
import {
  type BrowseFilters,
  type BrowseShape,
  browseConditions,
  browseValues,
  shapeName,
  shapeOf,
  statementName,
  visibleToStudents,
} from "./browse-query.ts";
import { withCardContents } from "./card-contents.ts";
import {
  internshipKeyColumns,
  selectInternshipCards,
  type Viewer,
  viewerFromRow,
  viewerSkillsJson,
  writeInternshipCard,
} from "./internship-cards.ts";

/**
 * GET /api/internships: Browse Internships. Newest first pages by keyset through any number of
 * results; the other orders (deadline, relevance, best match) page by position through the first
 * BROWSE_COUNT_LIMIT results in their order, which is as far as browse counts (decision record 002).
 */

/** The viewer's skills, lower-cased, as the best match compares them (none for a visitor). */
const viewerSkillsLower = sql`(select internpath_lower_skills(${profiles.skills}) from ${profiles} where ${profiles.id} = ${sql.placeholder("viewerId")})`;

/**
 * Browse's cards, with the student's skills for the match on each card read by the same statement
 * (a student's browse is one round trip when the cards' contents are remembered).
 */
function selectBrowseCards(db: Database) {
  return selectInternshipCards(db, sql.placeholder("viewerId"), {
    viewerSkills: viewerSkillsJson,
  });
}

type BrowseCardRow = Awaited<ReturnType<typeof selectBrowseCards>>[number];

/** One newest-first page of a shape (exported so a test can EXPLAIN it). */
export function browsePageQuery(db: Database, shape: BrowseShape, direction: PageDirection) {
  const keyset = preparedKeyset(internshipKeyColumns, direction);
  return selectBrowseCards(db)
    .where(and(browseConditions(shape), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/**
 * How an ordered sort ranks a result, lower first, ties newest first. Relevance: the term in the
 * title, then in a skill, then only in the description; best match: the most skills in common.
 */
function rankOf(shape: BrowseShape): SQL<number> {
  if (shape.sort === "relevance") {
    const term = sql`('%' || lower(${sql.placeholder("q")}::text) || '%')`;
    return sql<number>`case when lower(${internships.title}) like ${term} then 0
      when exists (select 1 from unnest(${internships.skillsLower}) as skill where skill like ${term}) then 1
      else 2 end`;
  }
  return sql<number>`-(select count(*) from unnest(${internships.skillsLower}) as skill where skill = any(${viewerSkillsLower}::text[]))::int`;
}

/** One page of a shape sorted by deadline, along the deadline index (exported so a test can EXPLAIN it). */
export function deadlinePageQuery(db: Database, shape: BrowseShape) {
  return selectBrowseCards(db)
    .where(browseConditions(shape))
    .orderBy(sql`coalesce(${internships.deadline}, 'infinity'::date)`, ...newestFirst(internshipKeyColumns))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
}

/**
 * The ids of a shape's first BROWSE_COUNT_LIMIT results by relevance or best match: the newest that many
 * results, ranked, so a common search costs a bounded sort (exported so a test can EXPLAIN it).
 */
export function rankingQuery(db: Database, shape: BrowseShape) {
  const candidates = db
    .select({ id: internships.id, createdAt: internships.createdAt, rank: rankOf(shape).as("rank") })
    .from(internships)
    .where(browseConditions(shape))
    .orderBy(...newestFirst(internshipKeyColumns))
    .limit(BROWSE_COUNT_LIMIT)
    .as("candidates");
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(candidates.rank, ...newestFirst({ createdAt: candidates.createdAt, id: candidates.id }));
}

/** The cards of these internships that students may still see (in no particular order). */
const visibleCards = preparedWithPlannedRows("browse_cards_by_id", (db) =>
  selectBrowseCards(db).where(
    and(sql`${internships.id} = any(${sql.placeholder("ids")}::uuid[])`, visibleToStudents),
  ),
);

/**
 * How many match, counting no further than BROWSE_COUNT_LIMIT: past it the page says "1,000+", and
 * a popular search does not count every match on every page (exported so a test can EXPLAIN it).
 */
export function browseCountQuery(db: Database, shape: BrowseShape) {
  const matches = db
    .select({ one: sql`1` })
    .from(internships)
    .where(browseConditions(shape))
    .limit(BROWSE_COUNT_LIMIT + 1)
    .as("matches");
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

const browsePages = preparedByShape<ReturnType<ReturnType<typeof browsePageQuery>["prepare"]>>();
const deadlinePages = preparedByShape<ReturnType<ReturnType<typeof deadlinePageQuery>["prepare"]>>();
const rankings = preparedByShape<ReturnType<ReturnType<typeof rankingQuery>["prepare"]>>();
const browseCounts = preparedByShape<ReturnType<ReturnType<typeof browseCountQuery>["prepare"]>>();
/** Totals change slowly and every page of a search repeats them: each instance keeps them briefly (lib/caches.ts). */
const recentTotals = preparedFor(() => createCache<number>("browseTotals"));
/**
 * A ranking (relevance, best match) is kept as briefly, per filter set (and student, for what depends on
 * them): the pages of one ranking read their cards fresh, so a posting closed meanwhile drops out at once,
 * and a new one joins the ranking when it is next loaded. At most 1,000 ids each.
 */
const recentRankings = preparedFor(() => createCache<string[]>("browseRankings"));

/** What a result set depends on: the filters, and the student when their applications are hidden. */
function filterKey(filters: BrowseFilters, shape: BrowseShape, values: ReturnType<typeof browseValues>) {
  return JSON.stringify([
    filters.q,
    filters.type,
    filters.location,
    filters.remote,
    shape.pay,
    shape.duration ? values.durationRanges : null,
    filters.companyId,
    shape.hideApplied ? values.viewerId : null,
  ]);
}

async function countBrowseMatches(
  db: Database,
  filters: BrowseFilters,
  shape: BrowseShape,
  values: ReturnType<typeof browseValues>,
): Promise<number> {
  return recentTotals(db).getOrLoad(filterKey(filters, shape, values), async () => {
    const name = `browse_count_${shapeName(shape, { withSort: false })}`;
    const query = browseCounts(db, name, () =>
      prepareWithPlannedRows(db, statementName(shape, name), browseCountQuery(db, shape)),
    );
    const [row] = await query.execute(values);
    return row?.total ?? 0;
  });
}

/** A page cursor of an ordered sort: `o` and the position of the page's first row, say `o40`. */
const POSITION_CURSOR = /^o(\d{1,4})$/;

function positionOf(cursor: string): number {
  const position = POSITION_CURSOR.exec(cursor);
  const offset = position ? Number(position[1]) : Number.NaN;
  if (!(offset >= 0 && offset <= BROWSE_COUNT_LIMIT))
    throw AppError.badRequest("The page cursor is not valid");
  return offset;
}

/** Where an ordered sort's page starts: after a page (`after` its end) or before one (`before` its start). */
function pageOffset(filters: BrowseFilters): number {
  if (filters.after) return positionOf(filters.after);
  if (filters.before) return Math.max(0, positionOf(filters.before) - filters.limit);
  return 0;
}

/** Browse rows with their cards' contents, and the key each pages on (the posting's). */
async function withContents(db: Database, rows: BrowseCardRow[]) {
  const withKeys = (await withCardContents(db, rows)) as Array<
    Awaited<ReturnType<typeof withCardContents<BrowseCardRow>>>[number] & { cursorKey: string }
  >;
  for (const row of withKeys) row.cursorKey = row.content.cursorKey;
  return withKeys;
}

/** The card of a browse row, as JSON text; who is looking is the same for every row of a page. */
function toCard(actor: Actor | null) {
  let viewer: Viewer | undefined;
  return (row: Awaited<ReturnType<typeof withContents>>[number]) => {
    // Browse shows no resume state: only the skills matter to its cards.
    viewer ??= viewerFromRow(actor, row);
    return writeInternshipCard(row.content, row, viewer);
  };
}

type CardPage = Omit<Page<JsonText<InternshipCard>>, "total">;

/** The ids of a relevance or best-match ranking, from the short-lived cache when it has them. */
async function rankedIds(
  db: Database,
  filters: BrowseFilters,
  shape: BrowseShape,
  values: ReturnType<typeof browseValues>,
): Promise<string[]> {
  const key = JSON.stringify([
    filterKey(filters, shape, values),
    shape.sort,
    // Best match ranks by the student's skills.
    shape.sort === "match" ? values.viewerId : null,
  ]);
  return recentRankings(db).getOrLoad(key, async () => {
    const name = `browse_rank_${shapeName(shape, { withSort: true })}`;
    const query = rankings(db, name, () =>
      prepareWithPlannedRows(db, statementName(shape, name), rankingQuery(db, shape)),
    );
    return (await query.execute(values)).map((row) => row.id);
  });
}

async function findRankedPage(
  db: Database,
  shape: BrowseShape,
  filters: BrowseFilters,
  values: ReturnType<typeof browseValues>,
  actor: Actor | null,
): Promise<CardPage> {
  const offset = pageOffset(filters);
  // Never past the results the sort ranks; one more row than the page tells whether another follows.
  const limit = Math.max(0, Math.min(filters.limit + 1, BROWSE_COUNT_LIMIT - offset));
  let rows: Awaited<ReturnType<typeof withContents>> = [];
  let hasMore: boolean;
  if (shape.sort === "deadline") {
    const name = `browse_${shapeName(shape, { withSort: true })}`;
    const query = deadlinePages(db, name, () =>
      prepareWithPlannedRows(db, statementName(shape, name), deadlinePageQuery(db, shape)),
    );
    if (limit > 0) rows = await withContents(db, await query.execute({ ...values, limit, offset }));
    hasMore = rows.length > filters.limit;
    rows = rows.slice(0, filters.limit);
  } else {
    const ids = await rankedIds(db, filters, shape, values);
    const pageIds = ids.slice(offset, offset + filters.limit);
    hasMore = ids.length > offset + filters.limit;
    if (pageIds.length > 0) {
      const position = new Map(pageIds.map((id, index) => [id, index]));
      rows = (
        await withContents(db, await visibleCards(db).execute({ ids: pageIds, viewerId: values.viewerId }))
      )
        // Applied to since the ranking was made: still hidden when the student hides their applications.
        .filter((row) => !(shape.hideApplied && row.applicationStatus))
        .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    }
  }
  const items = rows.map(toCard(actor));
  return {
    items,
    nextCursor: hasMore ? `o${offset + filters.limit}` : null,
    prevCursor: offset > 0 ? `o${offset}` : null,
  };
}

/**
 * The page is answered as JSON text: each card's content is written once when it is read, and a page only
 * adds each viewer's part to twenty texts (writeInternshipCard).
 */
export async function findOpenInternships(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<JsonText<Page<InternshipCard>>> {
  const filters = parseOrThrow(internshipListQuerySchema, query);
  const studentId = actor?.role === "student" ? actor.id : null;
  const shape = shapeOf(filters, studentId !== null);
  const values = browseValues(filters, studentId);
  const [page, total] = await Promise.all([
    shape.sort === "newest"
      ? findNewestPage(db, shape, filters, values, actor)
      : findRankedPage(db, shape, filters, values, actor),
    countBrowseMatches(db, filters, shape, values),
  ]);
  return jsonObject<Required<Page<InternshipCard>>>({
    items: jsonArray(page.items),
    nextCursor: jsonOf(page.nextCursor),
    prevCursor: jsonOf(page.prevCursor),
    total: jsonOf(Math.min(total, BROWSE_COUNT_LIMIT)),
    isTotalCapped: jsonOf(total > BROWSE_COUNT_LIMIT),
  });
}

function findNewestPage(
  db: Database,
  shape: BrowseShape,
  filters: BrowseFilters,
  values: ReturnType<typeof browseValues>,
  actor: Actor | null,
) {
  const direction = pageDirection(filters);
  const name = `browse_${shapeName(shape, { withSort: false })}_${direction}`;
  const pageQuery = browsePages(db, name, () =>
    prepareWithPlannedRows(db, statementName(shape, name), browsePageQuery(db, shape, direction)),
  );
  return keysetPage(
    internshipKeyColumns,
    filters,
    async () => withContents(db, await pageQuery.execute({ ...values, ...keysetValues(filters) })),
    toCard(actor),
  );
}
