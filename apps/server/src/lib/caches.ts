import { TtlCache } from "./ttl-cache.ts";

/** A TTL set by the environment (README, "Configuration"): its value is passed to createCache. */
type ConfiguredTtl = "SESSION_CACHE_SECONDS" | "PUBLIC_CACHE_SECONDS";

type CacheEntry = {
  /** What an entry holds. */
  holds: string;
  /** What an entry is found by. */
  key: string;
  /** How long an entry lives, in seconds, or the setting that says so. */
  ttl: number | ConfiguredTtl;
  /** Entries kept at once; the oldest go first. */
  maxEntries: number;
  /** Why keeping it is worth it, and why a kept value may be served. */
  why: string;
};

/**
 * Everything a server instance keeps in memory for a while, in one list: every cache is made from here
 * (`createCache`), so its name at the call site leads back to this list. Each instance keeps its own;
 * nothing here may be needed for correctness across instances (docs/architecture.md, "What an instance
 * keeps in memory", repeats this table and a test keeps the two equal).
 */
export const CACHES = {
  sessions: {
    holds: "who a session cookie belongs to (id, role, email), or that it belongs to nobody",
    key: "the session cookie's signed token",
    ttl: "SESSION_CACHE_SECONDS",
    maxEntries: 10_000,
    why: "A signed-in request would otherwise pay Better Auth's session lookup every time. A session ended through this instance is forgotten at once, one ended on another as soon as this one hears of it on the live events' channel (auth/session.ts).",
  },
  endedSessionAccounts: {
    holds: "that an account's sessions were ended lately",
    key: "the account's id",
    ttl: "SESSION_CACHE_SECONDS",
    maxEntries: 10_000,
    why: "Sessions may be ended in a transaction that has not committed yet, and a lookup in between still finds them: for one session cache time nothing of that account is kept in `sessions`.",
  },
  publicAnswers: {
    holds: "a visitor's answer (browse, a posting, a company): its bytes and content type",
    key: "the request's path and query",
    ttl: "PUBLIC_CACHE_SECONDS",
    maxEntries: 1000,
    why: "These answers are the same for everyone not signed in; the app's middleware keeps them and http/server.ts answers from them before entering the app (decision 021). Requests with a session cookie never use it.",
  },
  renderedPages: {
    holds: "a page rendered with its data for visitors (browse, a posting), compressed, with its ETag",
    key: "the accepted encoding and the path",
    ttl: "PUBLIC_CACHE_SECONDS",
    maxEntries: 2000,
    why: "Rendering on the server costs more than the data it shows; every visitor gets the same page. Signed-in readers get a page made for them alone (decision 022).",
  },
  pagesWithTitles: {
    holds: "the app's shell with a page's own title and description (a posting's), compressed, with its ETag",
    key: "the accepted encoding and the path",
    ttl: 60,
    maxEntries: 2000,
    why: "A title changes rarely and a link to a posting is opened often: a changed title shows within a minute.",
  },
  browseTotals: {
    holds: "how many postings a browse search matches (up to 1,000)",
    key: "the filters (and the student, when their applications are hidden)",
    ttl: 30,
    maxEntries: 1000,
    why: "Totals change slowly and every page of a search repeats them (decision 008): a new posting may take 30 s to change a count.",
  },
  browseRankings: {
    holds: "the ids of a ranked browse sort (relevance, best match), at most 1,000",
    key: "the filters, the sort, and the student for best match",
    ttl: 30,
    maxEntries: 200,
    why: "Ranking reads every match; the pages of one ranking read their cards fresh, so a closed posting drops out at once and a new one joins within 30 s.",
  },
  recommendationRankings: {
    holds: "the ids Recommended for you ranks, best first",
    key: "how many are shown and the student's skills, lower-cased and sorted",
    ttl: 60,
    maxEntries: 1000,
    why: "A ranking depends only on the skills, and ranking reads up to 300 postings; the cards are read on every request.",
  },
  lastRecommendations: {
    holds: "the ids Recommended for you showed a student last",
    key: "the student's id",
    ttl: 60,
    maxEntries: 10_000,
    why: "The next dashboard statement reads those cards with everything else, so a student's dashboard is one round trip while the ranking stays the same.",
  },
  cardContents: {
    holds: "what a card says of a posting, with the row versions it was made from",
    key: "the posting's id",
    ttl: 600,
    maxEntries: 10_000,
    why: "Lists read each posting's id and row versions and make a card again only for a version not kept, so a card is never stale (decision 023); the TTL only frees memory.",
  },
  locationSuggestions: {
    holds: "the places of open postings that match what was typed, most postings first",
    key: "the typed text, lower-cased",
    ttl: 300,
    maxEntries: 2000,
    why: "Every keystroke in the location field asks; the places change slowly and are suggestions, not results.",
  },
  sitemapPostingCount: {
    holds: "how many open postings the sitemap lists",
    key: '"open"',
    ttl: 600,
    maxEntries: 1,
    why: "Crawlers come rarely; the count only decides how many sitemap files there are.",
  },
} as const satisfies Record<string, CacheEntry>;

export type CacheName = keyof typeof CACHES;
type ConfiguredCacheName = {
  [Name in CacheName]: (typeof CACHES)[Name]["ttl"] extends ConfiguredTtl ? Name : never;
}[CacheName];
type FixedCacheName = Exclude<CacheName, ConfiguredCacheName>;

/**
 * A new, empty cache of the list above. Made once (per app or per database, never per request): a
 * cache's cost on a request is its lookup alone. A cache whose TTL the environment sets takes it here.
 */
export function createCache<T>(name: FixedCacheName): TtlCache<T>;
export function createCache<T>(name: ConfiguredCacheName, ttlSeconds: number): TtlCache<T>;
export function createCache<T>(name: CacheName, ttlSeconds?: number): TtlCache<T> {
  const entry: CacheEntry = CACHES[name];
  const seconds = typeof entry.ttl === "number" ? entry.ttl : (ttlSeconds ?? 0);
  return new TtlCache<T>(seconds * 1000, entry.maxEntries);
}
