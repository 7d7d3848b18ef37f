import type { InternshipCard } from "@internpath/shared/api-types";
import { eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { createCache } from "../../lib/caches.ts";
import { type JsonText, jsonOf } from "../../lib/json-text.ts";
import { cursorKey } from "../../lib/keyset-pagination.ts";
import { postingTermColumns } from "./posting-columns.ts";

/**
 * What a card says of a posting and its company: the same for every reader (decision 023). A list of
 * cards reads, for each row, only the id, the versions of the posting's
 * and the company's rows, and the reader's own bookmark and application; the rest of each card comes
 * from what this instance remembers under those versions, and is read again only for a row it has
 * not seen in that version. A card is never older than its rows, and a list of twenty costs
 * PostgreSQL and Node twenty short rows instead of twenty texts, arrays and dates.
 */

/** Cards clamp the description; the detail page has it whole. */
const CARD_DESCRIPTION_LENGTH = 500;

export const company = alias(profiles, "company");
export const internshipKeyColumns = { createdAt: internships.createdAt, id: internships.id };
export const internshipSortKey = cursorKey(internships.createdAt, internships.id);

/**
 * The version of a card's rows: PostgreSQL's `xmin` of the posting's row and of its company's, the
 * transaction that wrote each. Any change to either row is a new row version with a new `xmin`; a
 * transaction's writes become visible together, so one committed version of a row has one `xmin`.
 * (A card read inside a transaction is remembered only by that transaction's handle: `preparedFor`.)
 */
export const cardVersion = sql<string>`(${internships}.xmin::text || '.' || ${company}.xmin::text)`;

/** What a card shows of its posting and company: every field of the answer but the viewer's own. */
export type CardFields = Omit<InternshipCard, "isBookmarked" | "application" | "match">;

/**
 * A card's fields as a list remembers them: with the posting's own sort key for its pages, and the fields
 * written as JSON once, so a list answered as text (browse) adds only each viewer's own part to them.
 */
export type CardContent = CardFields & { cursorKey: string; json: JsonText<CardFields> };

/** The columns a card's content is made of (also read by the detail page with the rest of its row). */
export function cardContentColumns(sortKey: SQL<string> = internshipSortKey) {
  return {
    id: internships.id,
    title: internships.title,
    description: sql<string>`left(${internships.description}, ${sql.raw(String(CARD_DESCRIPTION_LENGTH))})`,
    ...postingTermColumns,
    createdAt: internships.createdAt,
    cursorKey: sortKey,
    companyId: company.id,
    companyName: company.companyName,
    logoUrl: company.companyLogoUrl,
    companyVerified: sql<boolean>`(${company.verification} = 'verified')`,
  };
}

/** A card's fields from its columns (`cardContentColumns`). */
export function cardFields(row: ContentRow): CardFields {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    isRemote: row.isRemote,
    type: row.type,
    duration: row.duration,
    stipend: row.stipend,
    deadline: row.deadline,
    skills: row.skills,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    company: {
      id: row.companyId,
      companyName: row.companyName,
      logoUrl: row.logoUrl,
      verified: Boolean(row.companyVerified),
    },
  };
}

function toCardContent(row: ContentRow): CardContent {
  const fields = cardFields(row);
  return { ...fields, cursorKey: row.cursorKey, json: jsonOf(fields) };
}

/** Cards' contents by posting id, with their versions (exported so a test can EXPLAIN it). */
export function cardContentsQuery(db: Database) {
  return db
    .select({ version: cardVersion, ...cardContentColumns() })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .where(sql`${internships.id} = any(${sql.placeholder("ids")}::uuid[])`);
}

type ContentRow = Omit<Awaited<ReturnType<typeof cardContentsQuery>>[number], "version">;

const cardContentsById = preparedWithPlannedRows("card_contents", cardContentsQuery);

type RememberedCard = { version: string; content: CardContent };
/** About a kilobyte each; how many and how long: lib/caches.ts. */
const rememberedCards = preparedFor(() => createCache<RememberedCard>("cardContents"));

/** A row of a list of cards: which posting, in which version. */
export type CardReference = { id: string; version: string };

/**
 * The rows with their cards' contents (each row gets its `content`), in their order: remembered ones as
 * they are, the others (new, or changed since) read in one statement. A row whose posting was deleted in
 * between is left out.
 */
export async function withCardContents<Row extends CardReference>(
  db: Database,
  rows: Row[],
): Promise<Array<Row & { content: CardContent }>> {
  const remembered = rememberedCards(db);
  const now = Date.now();
  const withContent = rows as Array<Row & { content: CardContent | undefined }>;
  const missing: string[] = [];
  for (const row of withContent) {
    const card = remembered.get(row.id, now);
    row.content = card?.version === row.version ? card.content : undefined;
    if (!row.content) missing.push(row.id);
  }
  if (missing.length === 0) return withContent as Array<Row & { content: CardContent }>;
  const read = new Map<string, CardContent>();
  for (const { version, ...row } of await cardContentsById(db).execute({ ids: missing })) {
    const content = toCardContent(row);
    read.set(row.id, content);
    remembered.set(row.id, { version, content }, now);
  }
  for (const row of withContent) row.content ??= read.get(row.id);
  return withContent.filter((row): row is Row & { content: CardContent } => row.content !== undefined);
}
