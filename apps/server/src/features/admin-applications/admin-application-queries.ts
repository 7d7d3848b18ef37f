import type { AdminApplicationRow } from "@internpath/shared/admin-application-answers";
import type { AdminApplicationSort, SortDirection } from "@internpath/shared/admin-applications-schemas";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import type { AdminApplicationCursor } from "./admin-application-cursor.ts";

/**
 * The SQL of Manage Applications (decision 014). One order for every sort: the sort column's value
 * (the "group": a student, a company, an internship or a status, by its lower-cased name and then its
 * id), and inside a group the newest application first; the date sort is (created_at, id) alone.
 *
 * Two ways to read a page, both keyset-paginated on that order:
 * - **walk**: read the sort column's index in order (students, companies or internships by name,
 *   statuses in turn, or applications by date) and, for each group, its newest applications through
 *   the application index of that group, until the page is full. Reads about a page of rows
 *   whatever the table's size, as long as matching rows are not rare.
 * - **set**: gather the matching applications (a filter or a search known to match at most
 *   ADMIN_APPLICATION_COUNT_LIMIT) and sort them. Reads the matches, however the sort goes.
 *
 * Values always travel as parameters; only keywords (asc, desc, <, >) are spliced into the text.
 */

export type AdminApplicationFilters = {
  q?: string;
  status?: ApplicationStatus;
  companyId?: string;
  internshipId?: string;
};

/** The order of one read: the sort, and which way groups and rows inside a group are read. */
export type ReadOrder = {
  sort: AdminApplicationSort;
  /** Order of the groups (or of the dates, for the date sort). */
  groupDirection: SortDirection;
  /** Order of the rows inside a group: newest first, unless reading backwards. */
  rowDirection: SortDirection;
};

/** The order a request shows, or its reverse for a page read backwards from `before`. */
export function readOrder(sort: AdminApplicationSort, dir: SortDirection, backwards: boolean): ReadOrder {
  const flip = (direction: SortDirection): SortDirection => (direction === "asc" ? "desc" : "asc");
  if (sort === "appliedAt") {
    const direction = backwards ? flip(dir) : dir;
    return { sort, groupDirection: direction, rowDirection: direction };
  }
  return {
    sort,
    groupDirection: backwards ? flip(dir) : dir,
    rowDirection: backwards ? "asc" : "desc",
  };
}

/** A timestamp to the microsecond, as the cursor carries it. */
const exactTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Each sort's group: its key (the byte order of the lower-cased name, as the indexes keep it) and id. */
const GROUP_KEYS: Record<Exclude<AdminApplicationSort, "appliedAt">, { key: SQL; id: SQL }> = {
  student: { key: sql`(lower(s.full_name) collate "C")`, id: sql`(s.id collate "C")` },
  company: { key: sql`(lower(coalesce(c.company_name, '')) collate "C")`, id: sql`(c.id collate "C")` },
  internship: { key: sql`(lower(i.title) collate "C")`, id: sql`i.id` },
  status: { key: sql`(g.status collate "C")`, id: sql`g.status` },
};

/** The groups of a sort, their table and the application column that belongs to one. */
function groupSource(sort: Exclude<AdminApplicationSort, "appliedAt">, filters: AdminApplicationFilters) {
  switch (sort) {
    case "student":
      return { from: sql`profiles s`, where: [sql`s.role = 'student'`], link: sql`a.student_id = s.id` };
    case "company":
      return {
        from: sql`profiles c`,
        where: [
          sql`c.role = 'company'`,
          filters.companyId ? sql`c.id = ${filters.companyId}::text` : undefined,
        ],
        link: sql`a.company_id = c.id`,
      };
    case "internship":
      return {
        from: sql`internships i`,
        where: [filters.companyId ? sql`i.company_id = ${filters.companyId}::text` : undefined],
        link: sql`a.internship_id = i.id`,
      };
    case "status": {
      const statuses = filters.status ? [filters.status] : [...APPLICATION_STATUSES];
      const values = sql.join(
        statuses.map((status) => sql`(${status}::text)`),
        sql`, `,
      );
      return { from: sql`(values ${values}) as g(status)`, where: [], link: sql`a.status = g.status` };
    }
  }
}

const GROUP_ID_TYPE = { student: "text", company: "text", internship: "uuid", status: "text" } as const;

function and(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

const keyword = (direction: SortDirection) => sql.raw(direction === "asc" ? "asc" : "desc");
/**
 * The order of (created_at, id) spelled exactly like the `(..., created_at DESC NULLS LAST, id DESC NULLS
 * LAST)` indexes, read forwards or backwards: a plain DESC means NULLS FIRST, and the planner would then
 * sort instead of reading the index in order.
 */
const rowKeyword = (direction: SortDirection) =>
  sql.raw(direction === "asc" ? "asc nulls first" : "desc nulls last");
/** Rows after the cursor in this direction: greater when ascending, smaller when descending. */
const after = (direction: SortDirection) => sql.raw(direction === "asc" ? ">" : "<");
const atOrAfter = (direction: SortDirection) => sql.raw(direction === "asc" ? ">=" : "<=");

/**
 * The search as a LIKE pattern: a case-insensitive substring, `%` and `_` matching themselves. It goes
 * into the statement as a literal, not a parameter, so the statement is planned for its own term (a
 * rare one through the trigram indexes, a common one along the sort's index) whatever plan cache mode
 * the connection uses. An E'' literal reads backslashes the same whatever standard_conforming_strings
 * says; the schema already refused control characters.
 */
function pattern(q: string): SQL {
  const text = `%${escapeLike(q)}%`.replaceAll("\\", "\\\\").replaceAll("'", "''");
  return sql.raw(`E'${text}'`);
}

/** A row count as a literal, so the planner knows how few rows a read wants (a parameter reads as "many"). */
function rowLimit(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Invalid row limit ${limit}`);
  return sql.raw(String(limit));
}

/** Conditions on an application row `a` from the filters (not the search). */
function applicationFilters(filters: AdminApplicationFilters): SQL {
  return and([
    filters.status ? sql`a.status = ${filters.status}::text` : undefined,
    filters.companyId ? sql`a.company_id = ${filters.companyId}::text` : undefined,
    filters.internshipId ? sql`a.internship_id = ${filters.internshipId}::uuid` : undefined,
  ]);
}

/**
 * A walk (taken only when a search matches many rows) keeps the rows whose student, company or
 * internship is in one of these sets of ids, each found through its trigram index (or a scan of its
 * table when the term is too short for trigrams). Testing a row is then three hash probes, so a walk
 * stays quick where the matches bunch up (one company's applications, say) and it must read many rows
 * to fill a page; the sets cost a bounded read of profiles and internships up front.
 */
function searchSets(q: string): SQL {
  const like = pattern(q);
  return sql`with matching_students as materialized (
      select id from profiles where role = 'student' and full_name ilike ${like}
    ), matching_companies as materialized (
      select id from profiles where role = 'company' and company_name ilike ${like}
    ), matching_internships as materialized (
      select id from internships where title ilike ${like}
    ) `;
}

const inSearchSets = sql`(a.student_id in (select id from matching_students)
  or a.company_id in (select id from matching_companies)
  or a.internship_id in (select id from matching_internships))`;

/**
 * The applications a search matches, under the filters, each once: by student name, else by
 * company name, else by internship title. Each branch starts from its trigram index, and the
 * branches stream, so `limit n` on top stops after n matches.
 */
function searchMatches(q: string, filters: AdminApplicationFilters): SQL {
  const like = pattern(q);
  const onApplication = applicationFilters(filters);
  return sql`select a.id from profiles s join applications a on a.student_id = s.id
      where s.role = 'student' and s.full_name ilike ${like} and ${onApplication}
    union all
    select a.id from profiles c join applications a on a.company_id = c.id
      join profiles s on s.id = a.student_id
      where c.role = 'company' and c.company_name ilike ${like} and s.full_name not ilike ${like}
        and ${onApplication}
    union all
    select a.id from internships i join applications a on a.internship_id = i.id
      join profiles s on s.id = a.student_id join profiles c on c.id = a.company_id
      where i.title ilike ${like} and s.full_name not ilike ${like}
        and coalesce(c.company_name, '') not ilike ${like} and ${onApplication}`;
}

/** How many applications a search matches, counting no further than `limit`. */
export function searchCountQuery(q: string, filters: AdminApplicationFilters, limit: number): SQL {
  return sql`select count(*)::int as count from (select 1 from (${searchMatches(q, filters)}) m limit ${rowLimit(limit)}) counted`;
}

/** The columns of a listed row; `a`, `s`, `c` and `i` are the application, student, company, internship. */
function rowColumns(order: ReadOrder): SQL {
  const group = order.sort === "appliedAt" ? undefined : GROUP_KEYS[order.sort];
  return sql`a.id, a.status,
    ${exactTime(sql`a.created_at`)} as created_key, ${exactTime(sql`a.updated_at`)} as updated_key,
    s.id as student_id, s.full_name as student_name, s.email as student_email,
    i.id as internship_id, i.title as internship_title,
    c.id as company_id, c.company_name as company_name,
    ${group ? sql`${group.key}::text` : sql`null::text`} as group_key,
    ${group ? sql`${group.id}::text` : sql`null::text`} as group_id`;
}

/** The full order of a read, as ORDER BY terms. */
function orderTerms(order: ReadOrder): SQL {
  const rows = sql`a.created_at ${rowKeyword(order.rowDirection)}, a.id ${rowKeyword(order.rowDirection)}`;
  if (order.sort === "appliedAt") return rows;
  const group = GROUP_KEYS[order.sort];
  const direction = keyword(order.groupDirection);
  return sql`${group.key} ${direction}, ${group.id} ${direction}, ${rows}`;
}

/** The rows strictly after the cursor in the read order, as one condition (for a set, read as a filter). */
function afterCursorCondition(order: ReadOrder, cursor: AdminApplicationCursor): SQL {
  const rowsAfter = sql`(a.created_at, a.id) ${after(order.rowDirection)} (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
  if (order.sort === "appliedAt") return rowsAfter;
  const group = GROUP_KEYS[order.sort];
  const groupId = sql`${cursor.groupId}::${sql.raw(GROUP_ID_TYPE[order.sort])}`;
  return sql`((${group.key}, ${group.id}) ${after(order.groupDirection)} (${cursor.groupKey}::text, ${groupId})
    or ((${group.key}, ${group.id}) = (${cursor.groupKey}::text, ${groupId}) and ${rowsAfter}))`;
}

export type ReadPlan = {
  order: ReadOrder;
  filters: AdminApplicationFilters;
  cursor: AdminApplicationCursor | null;
  limit: number;
  /** "set" when the matches are known to be few; "walk" otherwise. */
  strategy: "walk" | "set";
};

/** The joins from an application `a` to its student, company and internship, less the walked group's. */
function displayJoins(except?: "s" | "c" | "i"): SQL {
  return sql.join(
    [
      except === "s" ? undefined : sql`join profiles s on s.id = a.student_id`,
      except === "c" ? undefined : sql`join profiles c on c.id = a.company_id`,
      except === "i" ? undefined : sql`join internships i on i.id = a.internship_id`,
    ].filter((join): join is SQL => join !== undefined),
    sql` `,
  );
}

const APPLICATION_FIELDS = sql`a.id, a.status, a.created_at, a.updated_at, a.student_id, a.company_id, a.internship_id`;

/** One read of the list (a page, or a batch of the export), as a single SQL statement. */
export function readQuery(plan: ReadPlan): SQL {
  return plan.strategy === "set" ? setQuery(plan) : walkQuery(plan);
}

function walkQuery({ order, filters, cursor, limit }: ReadPlan): SQL {
  const withSearch = filters.q ? searchSets(filters.q) : sql``;
  const onApplication = and([applicationFilters(filters), filters.q ? inSearchSets : undefined]);

  if (order.sort === "appliedAt") {
    return sql`${withSearch}select ${rowColumns(order)}
      from applications a ${displayJoins()}
      where ${and([onApplication, cursor ? afterCursorCondition(order, cursor) : undefined])}
      order by ${orderTerms(order)}
      limit ${rowLimit(limit)}`;
  }

  const group = GROUP_KEYS[order.sort];
  const source = groupSource(order.sort, filters);
  const groupId = cursor && sql`${cursor.groupId}::${sql.raw(GROUP_ID_TYPE[order.sort])}`;
  // Inside the cursor's own group, start after the cursor's row; every later group from its start.
  const rowStart =
    cursor && groupId
      ? order.rowDirection === "desc"
        ? sql`(a.created_at, a.id) < (case when ${group.id} = ${groupId} then ${cursor.createdAt}::timestamptz else 'infinity'::timestamptz end, case when ${group.id} = ${groupId} then ${cursor.id}::uuid else 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid end)`
        : sql`(a.created_at, a.id) > (case when ${group.id} = ${groupId} then ${cursor.createdAt}::timestamptz else '-infinity'::timestamptz end, case when ${group.id} = ${groupId} then ${cursor.id}::uuid else '00000000-0000-0000-0000-000000000000'::uuid end)`
      : undefined;
  const groupStart =
    cursor && groupId
      ? sql`(${group.key}, ${group.id}) ${atOrAfter(order.groupDirection)} (${cursor.groupKey}::text, ${groupId})`
      : undefined;
  const walked = ({ student: "s", company: "c", internship: "i", status: undefined } as const)[order.sort];
  const rowOrder = rowKeyword(order.rowDirection);

  return sql`${withSearch}select ${rowColumns(order)}
    from ${source.from}
    cross join lateral (
      select ${APPLICATION_FIELDS} from applications a
      where ${and([source.link, onApplication, rowStart])}
      order by a.created_at ${rowOrder}, a.id ${rowOrder}
      limit ${rowLimit(limit)}
    ) a
    ${displayJoins(walked)}
    where ${and([...source.where, groupStart])}
    order by ${orderTerms(order)}
    limit ${rowLimit(limit)}`;
}

function setQuery({ order, filters, cursor, limit }: ReadPlan): SQL {
  const matches = filters.q
    ? searchMatches(filters.q, filters)
    : sql`select a.id from applications a where ${applicationFilters(filters)}`;
  const statusGroup =
    order.sort === "status" ? sql`cross join lateral (select a.status) as g(status)` : sql``;
  return sql`with matches as materialized (${matches})
    select ${rowColumns(order)}
    from matches m join applications a on a.id = m.id ${displayJoins()} ${statusGroup}
    where ${cursor ? afterCursorCondition(order, cursor) : sql`true`}
    order by ${orderTerms(order)}
    limit ${rowLimit(limit)}`;
}

export type ReadRow = {
  id: string;
  status: ApplicationStatus;
  created_key: string;
  updated_key: string;
  student_id: string;
  student_name: string;
  student_email: string;
  internship_id: string;
  internship_title: string;
  company_id: string;
  company_name: string | null;
  group_key: string | null;
  group_id: string | null;
};

export async function readRows(db: Database, plan: ReadPlan): Promise<ReadRow[]> {
  const result = (await db.execute(readQuery(plan))) as unknown as { rows: ReadRow[] };
  return result.rows;
}

/** A timestamp with microseconds as the API shows it (ISO, milliseconds). */
export function isoTime(exact: string): string {
  return `${exact.slice(0, 23)}Z`;
}

export function toAdminApplicationRow(row: ReadRow): AdminApplicationRow {
  return {
    id: row.id,
    status: row.status,
    createdAt: isoTime(row.created_key),
    updatedAt: isoTime(row.updated_key),
    student: { id: row.student_id, fullName: row.student_name, email: row.student_email },
    internship: { id: row.internship_id, title: row.internship_title },
    company: { id: row.company_id, companyName: row.company_name },
  };
}

/** The cursor that resumes a read just after this row. */
export function cursorAt(row: ReadRow): AdminApplicationCursor {
  return {
    groupKey: row.group_key,
    groupId: row.group_id,
    createdAt: row.created_key,
    id: row.id,
  };
}
