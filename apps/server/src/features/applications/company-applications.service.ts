import type { ApplicationCounts, CompanyApplication, Page } from "@internpath/shared/api-types";
import { companyApplicationListQuerySchema } from "@internpath/shared/application-schemas";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { jsonRows } from "../../db/json-rows.ts";
import { preparedByShape, SEARCH_STATEMENT } from "../../db/prepared.ts";
import { preparedWithPlannedRows, prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationCounts, applications, internships } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { type JsonText, jsonString } from "../../lib/json-text.ts";
import {
  keysetPage,
  keysetValues,
  newestFirst,
  type PageDirection,
  pageDirection,
  preparedKeyset,
} from "../../lib/keyset-pagination.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import {
  applicationColumns,
  applicationKeyColumns,
  statusCountColumns,
  toCounts,
} from "./application-queries.ts";
import {
  companyApplicationColumns,
  companyApplicationItem,
  student,
  writeCompanyApplication,
} from "./company-application-fields.ts";
import { companyHasDueDecision, readSettledForCompany } from "./settle-decisions.ts";

/** The company's side: applications to its own internships, as Review Applications shows them. */

export const ONLY_COMPANIES_REVIEW = "Only companies review applications here";

/** The company's applications, each as its answer's JSON, with the keys that order and page them. */
function selectCompanyApplicationItems(db: Database) {
  return db
    .select({
      item: companyApplicationItem.as("item"),
      cursorKey: applicationColumns.cursorKey.as("cursor_key"),
      createdAt: applications.createdAt,
      id: applications.id,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(student, eq(student.id, applications.studentId))
    .$dynamic();
}

/**
 * The company's newest applications as one JSON value of another statement (db/json-rows.ts): the
 * company dashboard's Recent Applications, read with its counters in one round trip.
 */
export function recentCompanyApplicationsJson(
  db: Database,
  companyId: SQL | Placeholder,
  limit: Placeholder,
): SQL<CompanyApplication[]> {
  const recent = selectCompanyApplicationItems(db)
    .where(eq(applications.companyId, companyId))
    .orderBy(...newestFirst(applicationKeyColumns))
    .limit(limit)
    .as("recent");
  const order = sql`${recent.createdAt} desc, ${recent.id} desc`;
  return jsonRows<CompanyApplication>(sql`${recent}`, sql`${recent.item}`, order);
}

type CompanyApplicationFilters = Pick<
  z.output<typeof companyApplicationListQuerySchema>,
  "q" | "status" | "internshipId"
>;

/** Which filters a request uses: each combination (and way of paging) is its own prepared query. */
export type CompanyApplicationShape = { q: boolean; status: boolean; internship: boolean };

export function companyApplicationShape(
  filters: Partial<CompanyApplicationFilters>,
): CompanyApplicationShape {
  return {
    q: Boolean(filters.q),
    status: Boolean(filters.status),
    internship: Boolean(filters.internshipId),
  };
}

export function shapeName(family: string, shape: CompanyApplicationShape, direction?: PageDirection) {
  const parts = Object.entries(shape).filter(([, isUsed]) => isUsed);
  return [family, ...parts.map(([name]) => name), direction].filter(Boolean).join("_");
}

/**
 * Applications to the company's internships (through the company key every application carries),
 * searched by student name or email, filtered with AND; values are placeholders (companyApplicationValues).
 */
export function companyApplicationConditions(shape: CompanyApplicationShape): SQL {
  return and(
    eq(applications.companyId, sql.placeholder("companyId")),
    shape.q
      ? sql`(${student.fullName} ilike ('%' || ${sql.placeholder("q")}::text || '%') or ${student.email} ilike ('%' || ${sql.placeholder("q")}::text || '%'))`
      : undefined,
    shape.internship ? eq(applications.internshipId, sql.placeholder("internshipId")) : undefined,
    shape.status ? eq(applications.status, sql.placeholder("status")) : undefined,
  )!;
}

export function companyApplicationValues(companyId: string, filters: Partial<CompanyApplicationFilters>) {
  return {
    companyId,
    q: filters.q ? escapeLike(filters.q) : null,
    internshipId: filters.internshipId ?? null,
    status: filters.status ?? null,
  };
}

/** A search by name is planned for its own term; the other shapes keep one plan (db/prepared.ts). */
export function companyStatementName(shape: CompanyApplicationShape, name: string) {
  return shape.q ? SEARCH_STATEMENT : name;
}

/** Whether a shape's counts are the company's counters (no search, no internship) or counted under its filters. */
function countsFromCounters(shape: CompanyApplicationShape): boolean {
  return !shape.q && !shape.internship;
}

/**
 * One page of Review Applications in one statement: the company's row, joined to the page's rows as plain
 * columns (none for an empty page), each with whether a decision of the company's is due and, without a
 * search or an internship filter, the company's counters (exported so a test can EXPLAIN it).
 */
export function companyPageQuery(db: Database, shape: CompanyApplicationShape, direction: PageDirection) {
  const keyset = preparedKeyset(applicationKeyColumns, direction);
  const companyId = sql.placeholder("companyId");
  const page = db
    .select({
      ...companyApplicationColumns(),
      cursorKey: applicationColumns.cursorKey.as("item_cursor_key"),
      // For the order only; the answer's createdAt is the field table's (isoTime).
      orderCreatedAt: sql`${applications.createdAt}`.as("item_created_at"),
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(student, eq(student.id, applications.studentId))
    .where(and(companyApplicationConditions(shape), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit)
    .as("page");
  // The page's rows in the order they were read (the keyset's); keysetPage turns a backwards page round.
  // The answer's columns by name (their names come from the field table, which the subquery's type does not list).
  const pageColumns = page as unknown as Record<string, SQL.Aliased<string | number | boolean | null>>;
  const order =
    direction === "before"
      ? [sql`${page.orderCreatedAt} asc`, sql`${pageColumns.id} asc`]
      : [sql`${page.orderCreatedAt} desc`, sql`${pageColumns.id} desc`];
  const columns = {
    ...Object.fromEntries(Object.keys(companyApplicationColumns()).map((name) => [name, pageColumns[name]!])),
    cursorKey: page.cursorKey,
  };
  return db
    .select({
      ...columns,
      counters: countsFromCounters(shape)
        ? companyCountersJson(companyId)
        : sql<[ApplicationStatus, number][] | null>`null`,
      hasDueDecision: companyHasDueDecision(companyId),
    })
    .from(profiles)
    .leftJoinLateral(page, sql`true`)
    .where(eq(profiles.id, companyId))
    .orderBy(...order);
}

const companyApplicationPages = preparedByShape<ReturnType<ReturnType<typeof companyPageQuery>["prepare"]>>();

const filteredCounts = preparedByShape<ReturnType<ReturnType<typeof filteredCountQuery>["prepare"]>>();

/** Counts per status under the filters other than the status (what each status button would list). */
function filteredCountQuery(db: Database, shape: CompanyApplicationShape) {
  const query = db
    .select({ ...statusCountColumns, hasDueDecision: companyHasDueDecision(sql.placeholder("companyId")) })
    .from(applications)
    .$dynamic();
  // Only a search by name needs the student; the rest reads the applications alone.
  return (shape.q ? query.innerJoin(student, eq(student.id, applications.studentId)) : query).where(
    companyApplicationConditions({ ...shape, status: false }),
  );
}

/**
 * GET /api/company/applications: Review Applications, newest first; counts per status under the other
 * filters. Written as JSON text (writeCompanyApplication): the route sends it as it is.
 */
export async function findCompanyApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<JsonText<Page<CompanyApplication> & { counts: ApplicationCounts }>> {
  const company = requireRole(actor, ["company"], ONLY_COMPANIES_REVIEW);
  const filters = parseOrThrow(companyApplicationListQuerySchema, query);
  const shape = companyApplicationShape(filters);
  const direction = pageDirection(filters);
  const pageName = shapeName("company_applications", shape, direction);
  const pageQuery = companyApplicationPages(db, pageName, () =>
    prepareWithPlannedRows(db, companyStatementName(shape, pageName), companyPageQuery(db, shape, direction)),
  );
  const values = { ...companyApplicationValues(company.id, filters), ...keysetValues(filters) };
  // The page with the counters in one statement (a search or an internship filter counts in another, at
  // the same time); it says whether a decision is due (then all is read again).
  const { page, counts } = await readSettledForCompany(db, company.id, async () => {
    let read: Awaited<ReturnType<typeof pageQuery.execute>> = [];
    const [page, counted] = await Promise.all([
      keysetPage(
        applicationKeyColumns,
        filters,
        async () => {
          read = await pageQuery.execute(values);
          // An empty page is the company's row alone, joined to no application.
          return read.filter((row): row is typeof row & { cursorKey: string } => row.cursorKey !== null);
        },
        writeCompanyApplication,
      ),
      countsFromCounters(shape) ? undefined : countFilteredApplications(db, shape, values),
    ]);
    return {
      page,
      counts: counted?.counts ?? countsOfCounters(read[0]?.counters ?? []),
      hasDueDecision: Boolean(read[0]?.hasDueDecision) || Boolean(counted?.hasDueDecision),
    };
  });
  const total = filters.status ? counts[filters.status] : counts.all;
  return `{"items":[${page.items.join(",")}],"nextCursor":${jsonString(page.nextCursor)},"prevCursor":${jsonString(page.prevCursor)},"total":${total},"counts":${JSON.stringify(counts)}}`;
}

type CountsRead = { counts: ApplicationCounts; hasDueDecision: boolean };

async function countFilteredApplications(
  db: Database,
  shape: CompanyApplicationShape,
  values: ReturnType<typeof companyApplicationValues>,
): Promise<CountsRead> {
  const name = shapeName("company_application_counts", { ...shape, status: false });
  const query = filteredCounts(db, name, () =>
    prepareWithPlannedRows(db, companyStatementName(shape, name), filteredCountQuery(db, shape)),
  );
  const [row] = await query.execute(values);
  return { counts: toCounts(row), hasDueDecision: row?.hasDueDecision ?? false };
}

const companyCounters = preparedWithPlannedRows("company_application_counters", (db) =>
  db
    .select({
      status: applicationCounts.status,
      count: applicationCounts.count,
      hasDueDecision: companyHasDueDecision(sql.placeholder("companyId")),
    })
    .from(applicationCounts)
    .where(eq(applicationCounts.companyId, sql.placeholder("companyId"))),
);

/**
 * The company's counts per status, from the counters the database keeps (see applicationCounts), and
 * whether one of its decisions is due. A company with a decision has an application, so a counter row
 * to carry the answer.
 */
export async function readCompanyCounters(db: Database, companyId: string): Promise<CountsRead> {
  const rows = await companyCounters(db).execute({ companyId });
  return {
    counts: countsOfCounters(rows.map((row) => [row.status, row.count])),
    hasDueDecision: rows.some((row) => row.hasDueDecision),
  };
}

/** The company's counters (see readCompanyCounters) as `[status, count]` pairs, as one JSON value. */
export function companyCountersJson(companyId: Placeholder) {
  return sql<
    [ApplicationStatus, number][]
  >`(select coalesce(json_agg(json_build_array(${applicationCounts.status}, ${applicationCounts.count})), '[]'::json) from ${applicationCounts} where ${applicationCounts.companyId} = ${companyId})`;
}

/** Counts per status, and all of them, from the counters' `[status, count]` pairs. */
export function countsOfCounters(pairs: [ApplicationStatus, number][]): ApplicationCounts {
  const counts = toCounts(undefined);
  for (const [status, count] of pairs) {
    counts[status] = count;
    counts.all += count;
  }
  return counts;
}
