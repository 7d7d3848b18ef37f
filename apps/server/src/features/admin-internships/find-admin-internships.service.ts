import type { AdminInternshipPage, AdminInternshipRow } from "@internpath/shared/admin-internship-answers";
import { adminInternshipListQuerySchema } from "@internpath/shared/admin-internships-schemas";
import { BROWSE_COUNT_LIMIT } from "@internpath/shared/limits";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedByShape, SEARCH_STATEMENT } from "../../db/prepared.ts";
import { preparedWithPlannedRows, prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { internshipApplicationCounts } from "../../db/schema/analytics.ts";
import { profiles } from "../../db/schema/auth.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import {
  cursorKey,
  keysetPage,
  keysetValues,
  type PageDirection,
  pageDirection,
  preparedKeyset,
} from "../../lib/keyset-pagination.ts";
import { containsIgnoringCase, escapeLike } from "../../lib/like-pattern.ts";

/** The admin's Manage Internships: every internship of every company, in any status. */

export const ONLY_ADMINS = "Only administrators can do this";

const company = alias(profiles, "company");
const counted = alias(internshipApplicationCounts, "counted");
export const adminInternshipKeyColumns = { createdAt: internships.createdAt, id: internships.id };

type AdminInternshipFilters = Pick<
  z.output<typeof adminInternshipListQuerySchema>,
  "q" | "companyId" | "status"
>;

/** Which filters a request uses: each combination (and way of paging) is its own prepared query. */
export type AdminInternshipShape = { q: boolean; company: boolean; status: boolean };

export function adminInternshipShape(filters: Partial<AdminInternshipFilters>): AdminInternshipShape {
  return { q: Boolean(filters.q), company: Boolean(filters.companyId), status: Boolean(filters.status) };
}

function shapeName(family: string, shape: AdminInternshipShape, direction?: PageDirection) {
  const parts = Object.entries(shape).filter(([, isUsed]) => isUsed);
  return [family, ...parts.map(([name]) => name), direction].filter(Boolean).join("_");
}

const pattern = sql`('%' || ${sql.placeholder("q")}::text || '%')`;

/**
 * q in the title, the location or the company's name (each has a trigram index). The companies whose
 * name matches are looked up first and passed in as an array (`companyIds`), so the planner sees how
 * many there are and combines the three matches as one bitmap, or walks the newest-first index when
 * the term is common, instead of guessing.
 */
export function adminInternshipConditions(shape: AdminInternshipShape): SQL | undefined {
  return and(
    shape.q
      ? sql`(${internships.title} ilike ${pattern} or ${internships.location} ilike ${pattern} or ${internships.companyId} = any(${sql.placeholder("companyIds")}::text[]))`
      : undefined,
    shape.company ? eq(internships.companyId, sql.placeholder("companyId")) : undefined,
    shape.status ? eq(internships.status, sql.placeholder("status")) : undefined,
  );
}

/** A text[] literal ({"a","b"}), the same on PostgreSQL and PGlite whatever the ids hold. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(",")}}`;
}

export function adminInternshipValues(filters: Partial<AdminInternshipFilters>, companyIds: string[] = []) {
  return {
    q: filters.q ? escapeLike(filters.q) : null,
    companyIds: textArrayLiteral(companyIds),
    companyId: filters.companyId ?? null,
    status: filters.status ?? null,
  };
}

/** One page of a shape, newest first (exported so a test can EXPLAIN it). */
export function adminInternshipPageQuery(
  db: Database,
  shape: AdminInternshipShape,
  direction: PageDirection,
) {
  const keyset = preparedKeyset(adminInternshipKeyColumns, direction);
  return db
    .select({
      id: internships.id,
      title: internships.title,
      companyId: internships.companyId,
      companyName: company.companyName,
      status: internships.status,
      location: internships.location,
      isRemote: internships.isRemote,
      type: internships.type,
      applicationCount: sql<number>`coalesce(${counted.count}, 0)`,
      hidden: sql<boolean>`${internships.hiddenAt} is not null`,
      createdAt: internships.createdAt,
      updatedAt: internships.updatedAt,
      cursorKey: cursorKey(internships.createdAt, internships.id),
    })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(counted, eq(counted.internshipId, internships.id))
    .where(and(adminInternshipConditions(shape), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/**
 * How many match, counting no further than BROWSE_COUNT_LIMIT (then the list says "1,000+"), so an
 * unfiltered list does not count 100,000 internships on every page (exported so a test can EXPLAIN it).
 */
export function adminInternshipCountQuery(db: Database, shape: AdminInternshipShape) {
  const matches = db
    .select({ one: sql`1` })
    .from(internships)
    .where(adminInternshipConditions(shape))
    .limit(BROWSE_COUNT_LIMIT + 1)
    .as("matches");
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof adminInternshipPageQuery>["execute"]>>[number];

function toAdminInternshipRow(row: PageRow): AdminInternshipRow {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName: row.companyName,
    status: row.status,
    location: row.location,
    isRemote: row.isRemote,
    type: row.type,
    applicationCount: Number(row.applicationCount),
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pages = preparedByShape<ReturnType<ReturnType<typeof adminInternshipPageQuery>["prepare"]>>();
const counts = preparedByShape<ReturnType<ReturnType<typeof adminInternshipCountQuery>["prepare"]>>();

const companyById = preparedWithPlannedRows("admin_internships_company", (db) =>
  db
    .select({ id: profiles.id, companyName: profiles.companyName, fullName: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder("id")), eq(profiles.role, "company")))
    .limit(1),
);

/** Companies whose name contains the search term (the most a search looks at). */
const COMPANY_MATCH_LIMIT = 1000;

type Executor = Pick<Database, "select" | "execute">;

async function companiesNamed(db: Executor, q: string): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "company"), containsIgnoringCase(profiles.companyName, q)))
    .limit(COMPANY_MATCH_LIMIT);
  return rows.map((row) => row.id);
}

type ListRequest = z.output<typeof adminInternshipListQuerySchema>;

/** The page and the capped total of a list without a search: named statements, one plan each. */
async function listPage(db: Database, filters: ListRequest) {
  const shape = adminInternshipShape(filters);
  const direction = pageDirection(filters);
  const pageName = shapeName("admin_internships", shape, direction);
  const countName = shapeName("admin_internship_count", shape);
  const pageQuery = pages(db, pageName, () =>
    prepareWithPlannedRows(db, pageName, adminInternshipPageQuery(db, shape, direction)),
  );
  const countQuery = counts(db, countName, () =>
    prepareWithPlannedRows(db, countName, adminInternshipCountQuery(db, shape)),
  );
  const values = { ...adminInternshipValues(filters), ...keysetValues(filters) };
  const [page, [countRow]] = await Promise.all([
    keysetPage(adminInternshipKeyColumns, filters, () => pageQuery.execute(values), toAdminInternshipRow),
    countQuery.execute(values),
  ]);
  return { page, total: countRow?.total ?? 0 };
}

/**
 * A search: its best plan depends on the term (a rare one through the trigram indexes, a common one
 * along the newest-first index), so it is planned for its own values. The pool asks PostgreSQL for
 * generic plans (db/client.ts), which reach unnamed statements too, hence the setting for this
 * transaction.
 */
function searchPage(db: Database, filters: ListRequest & { q: string }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    const shape = adminInternshipShape(filters);
    const direction = pageDirection(filters);
    const values = {
      ...adminInternshipValues(filters, await companiesNamed(tx, filters.q)),
      ...keysetValues(filters),
    };
    const page = await keysetPage(
      adminInternshipKeyColumns,
      filters,
      () => adminInternshipPageQuery(tx, shape, direction).prepare(SEARCH_STATEMENT).execute(values),
      toAdminInternshipRow,
    );
    const [countRow] = await adminInternshipCountQuery(tx, shape).prepare(SEARCH_STATEMENT).execute(values);
    return { page, total: countRow?.total ?? 0 };
  });
}

/** GET /api/admin/internships: newest first; total stops at 1,000 (`isTotalCapped`). */
export async function findAdminInternships(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<AdminInternshipPage> {
  requireRole(actor, ["admin"], ONLY_ADMINS);
  const filters = parseOrThrow(adminInternshipListQuerySchema, query);
  const [{ page, total }, companyRows] = await Promise.all([
    filters.q ? searchPage(db, { ...filters, q: filters.q }) : listPage(db, filters),
    filters.companyId ? companyById(db).execute({ id: filters.companyId }) : Promise.resolve(undefined),
  ]);
  return {
    ...page,
    total: Math.min(total, BROWSE_COUNT_LIMIT),
    isTotalCapped: total > BROWSE_COUNT_LIMIT,
    ...(companyRows && { company: companyRows[0] ?? null }),
  };
}
