import { LOCATION_SUGGESTIONS, locationSuggestionsQuerySchema } from "@internpath/shared/internship-schemas";
import { and, count, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedFor, SEARCH_STATEMENT } from "../../db/prepared.ts";
import { prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { createCache } from "../../lib/caches.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { visibleToStudents } from "./browse-query.ts";

const suggestionsQuery = (db: Database, isSearch: boolean) =>
  db
    .select({ location: internships.location })
    .from(internships)
    .where(
      and(
        visibleToStudents,
        isSearch
          ? sql`${internships.location} ilike ('%' || ${sql.placeholder("q")}::text || '%')`
          : undefined,
      ),
    )
    .groupBy(internships.location)
    .orderBy(desc(count()), internships.location)
    .limit(LOCATION_SUGGESTIONS);

const allPlaces = preparedFor((db) =>
  prepareWithPlannedRows(db, "location_suggestions", suggestionsQuery(db, false)),
);
// A typed text is planned for itself (a rare one through the trigram index on location).
const placesMatching = preparedFor((db) =>
  prepareWithPlannedRows(db, SEARCH_STATEMENT, suggestionsQuery(db, true)),
);
/** Places change slowly: an answer per typed text is kept (lib/caches.ts). */
const recentAnswers = preparedFor(() => createCache<string[]>("locationSuggestions"));

/**
 * GET /api/internships/locations: the places where open internships are, most postings first, that
 * contain what was typed (case-insensitive); public, like browse.
 */
export async function findLocationSuggestions(db: Database, query: unknown): Promise<{ items: string[] }> {
  const { q } = parseOrThrow(locationSuggestionsQuerySchema, query);
  const key = q?.toLowerCase() ?? "";
  const items = await recentAnswers(db).getOrLoad(key, async () => {
    const rows = q ? await placesMatching(db).execute({ q: escapeLike(q) }) : await allPlaces(db).execute();
    return rows.map((row) => row.location);
  });
  return { items };
}
