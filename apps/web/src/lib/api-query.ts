import type { ApiKey } from "@internpath/shared/api-contracts";
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type CallAnswer, type CallInput } from "./api-client";

type Request<K extends ApiKey> = Omit<CallInput<K>, "signal" | "headers">;

type ApiQueryDefinition<K extends ApiKey, Args extends unknown[], Data> = {
  /** The route it reads, by its key. */
  route: K;
  /** Where its answer is kept in the cache (from lib/query-keys.ts). */
  queryKey: (...args: Args) => QueryKey;
  /** The route's params and query, from the arguments; none when left out. */
  request?: (...args: Args) => Request<K>;
  /** The part of the answer the screen reads (a page's `items`, a detail's `internship`). */
  select?: (answer: CallAnswer<K>) => Data;
  /** Toasted when it fails (lib/query-client.ts); a read whose screen says so itself has none. */
  errorMessage?: string;
  /** Failures the screen explains itself (a posting not found) are not toasted. */
  isExpectedError?: (error: Error) => boolean;
  /** A list's pages: the last page stays on screen while the next one loads. */
  keepPreviousPage?: boolean;
  /** How long an answer stays fresh, when not the app's default. */
  staleTime?: number;
};

/**
 * A read of one declared route, the way every screen reads: `fetch` (for a route loader or the server's
 * renderer), `options` (for `prefetchQuery`, or `useQuery` with a `select`) and `use` (the hook). The
 * route's answer types them all; what differs from one read to the next is in the definition, so a new
 * read is a definition and not a copy of the last one.
 */
export function apiQuery<K extends ApiKey, Args extends unknown[] = [], Data = CallAnswer<K>>(
  definition: ApiQueryDefinition<K, Args, Data>,
) {
  const { route, queryKey, request, select, errorMessage, isExpectedError, keepPreviousPage, staleTime } =
    definition;
  const fetch = (args: Args, signal?: AbortSignal): Promise<CallAnswer<K>> =>
    api.call(route, { ...request?.(...args), signal } as CallInput<K>);
  const options = (...args: Args) =>
    queryOptions({
      queryKey: queryKey(...args),
      queryFn: ({ signal }) => fetch(args, signal),
      select,
      meta: { errorMessage, isExpectedError },
      // Left out rather than undefined: an option given as undefined replaces the query client's default.
      ...(keepPreviousPage && { placeholderData: keepPreviousData }),
      ...(staleTime !== undefined && { staleTime }),
    });
  return {
    fetch: (...args: Args) => fetch(args),
    options,
    use: (...args: Args) => useQuery(options(...args)),
  };
}

/**
 * The common list read: one page of a route whose query is the screen's filters and cursor as they are
 * (`params`), toasting `errorMessage` on failure; the last page stays on screen while the next one loads.
 */
/** The query a route takes (its keys checked against the contract). */
type QueryOf<K extends ApiKey> = NonNullable<Request<K> extends { query?: infer Q } ? Q : never>;

export function apiPageQuery<K extends ApiKey, Params extends QueryOf<K>>(
  route: K,
  queryKey: (params: Params) => QueryKey,
  errorMessage: string,
) {
  return apiQuery({
    route,
    queryKey,
    request: (params: Params) => ({ query: params }) as Request<K>,
    errorMessage,
    keepPreviousPage: true,
  });
}
