import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** LIKE wildcards (%, _) and the escape character in a search term match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Case-insensitive substring search, the rule for every search box (docs/product.md, "Search and lists") (trigram indexes serve it). */
export function containsIgnoringCase(column: AnyColumn | SQL, term: string): SQL {
  return sql`${column} ilike ('%' || ${escapeLike(term)}::text || '%')`;
}
