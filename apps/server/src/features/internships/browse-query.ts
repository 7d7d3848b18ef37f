import { type BrowseSort, DURATION_RANGES, type DurationRange } from "@internpath/shared/browse-options";
import type { internshipListQuerySchema } from "@internpath/shared/internship-schemas";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { SEARCH_STATEMENT } from "../../db/prepared.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { escapeLike } from "../../lib/like-pattern.ts";

/**
 * What browse asks of the database: which internships students see, the filters, and the shape of a
 * request (which filters it uses), by which its statements are prepared (docs/product.md, "Search and lists").
 */

/**
 * Which internships are listed for students at all: open, from a live company (not pending approval,
 * rejected or revoked: `company_live`, kept by triggers) and not hidden by an admin after reports
 * (docs/product.md, "Visibility"). Both flags sit on the internship row, so this costs no join.
 */
export const listedForStudents: SQL = sql`(${internships.status} = 'open' and ${internships.companyLive} and ${internships.hiddenAt} is null)`;

/** `listedForStudents` for a row already read. */
export function isListedForStudents(row: { status: string; companyLive: boolean; hiddenAt: Date | null }) {
  return row.status === "open" && row.companyLive && row.hiddenAt === null;
}

/**
 * What students see of the marketplace: listed internships whose deadline has not passed. Written with
 * literals, so every plan (generic ones included) can use the partial indexes on open internships, and
 * the deadline as the deadline index holds it (an undated internship's deadline is infinity).
 */
export const visibleToStudents: SQL = sql`(${internships.status} = 'open' and ${internships.companyLive} and ${internships.hiddenAt} is null and coalesce(${internships.deadline}, 'infinity'::date) >= current_date)`;

export type BrowseFilters = z.output<typeof internshipListQuerySchema>;

/** Which filters a browse request uses, and how it is sorted: each combination is its own statement. */
export type BrowseShape = {
  q: boolean;
  type: boolean;
  location: boolean;
  remote: boolean;
  /** Only one of paid or unpaid (both, or neither, is no filter). */
  pay: "paid" | "unpaid" | null;
  duration: boolean;
  hideApplied: boolean;
  company: boolean;
  sort: BrowseSort;
};

/**
 * The shape of a request. Relevance without a search is the newest first; hiding applications is only
 * for a student (best match for someone without skills ranks everything alike: newest first).
 */
export function shapeOf(filters: BrowseFilters, isStudent: boolean): BrowseShape {
  return {
    q: Boolean(filters.q),
    type: Boolean(filters.type),
    location: Boolean(filters.location),
    remote: Boolean(filters.remote),
    pay: filters.pay.length === 1 ? filters.pay[0]! : null,
    duration: filters.duration.length > 0 && filters.duration.length < DURATION_RANGES.length,
    hideApplied: filters.hideApplied && isStudent,
    company: Boolean(filters.companyId),
    sort: filters.sort === "relevance" && !filters.q ? "newest" : filters.sort,
  };
}

/** The shape as part of a statement name: `browse_q_type_deadline`. */
export function shapeName(shape: BrowseShape, { withSort }: { withSort: boolean }): string {
  const parts: string[] = [];
  for (const key of ["q", "type", "location", "remote", "duration", "hideApplied", "company"] as const) {
    if (shape[key]) parts.push(key);
  }
  if (shape.pay) parts.push(shape.pay);
  if (withSort) parts.push(shape.sort);
  return parts.join("_");
}

/** A text search is planned for its own term; the other shapes keep one plan (see db/prepared.ts). */
export function statementName(shape: BrowseShape, name: string): string {
  return shape.q || shape.location ? SEARCH_STATEMENT : name;
}

/**
 * The filters, AND-ed; values are placeholders (browseValues). The search is one trigram index scan of
 * search_text (title, description and skills, lower-cased).
 */
export function browseConditions(shape: BrowseShape): SQL {
  return and(
    visibleToStudents,
    shape.q
      ? sql`${internships.searchText} like ('%' || lower(${sql.placeholder("q")}::text) || '%')`
      : undefined,
    shape.type ? eq(internships.type, sql.placeholder("type")) : undefined,
    shape.location
      ? sql`${internships.location} ilike ('%' || ${sql.placeholder("location")}::text || '%')`
      : undefined,
    shape.remote ? sql`${internships.isRemote}` : undefined,
    shape.pay === "paid" ? sql`${internships.stipend} is not null` : undefined,
    shape.pay === "unpaid" ? sql`${internships.stipend} is null` : undefined,
    shape.duration
      ? sql`${internships.durationRange} = any(${sql.placeholder("durationRanges")}::smallint[])`
      : undefined,
    shape.company ? eq(internships.companyId, sql.placeholder("companyId")) : undefined,
    shape.hideApplied
      ? sql`not exists (select 1 from ${applications} where ${applications.studentId} = ${sql.placeholder("viewerId")} and ${applications.internshipId} = ${internships.id})`
      : undefined,
  )!;
}

/** DURATION_RANGES numbered as the `duration_range` column numbers them. */
function durationRangeNumbers(ranges: readonly DurationRange[]): number[] {
  return ranges.map((range) => DURATION_RANGES.indexOf(range) + 1);
}

/** The values of `browseConditions`' placeholders. */
export function browseValues(filters: BrowseFilters, viewerId: string | null) {
  return {
    q: filters.q ? escapeLike(filters.q) : null,
    type: filters.type ?? null,
    location: filters.location ? escapeLike(filters.location) : null,
    durationRanges: durationRangeNumbers(filters.duration),
    companyId: filters.companyId ?? null,
    viewerId,
  };
}
