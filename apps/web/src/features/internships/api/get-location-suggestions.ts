import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

/** Places where open internships are, containing `typed`, most postings first. */
export async function getLocationSuggestions(typed: string, signal?: AbortSignal): Promise<string[]> {
  const { items } = await api.call("GET /api/internships/locations", {
    query: { q: typed || undefined },
    signal,
  });
  return items;
}

export function getLocationSuggestionsQueryOptions(typed: string) {
  return queryOptions({
    queryKey: internshipsKeys.locations(typed),
    queryFn: ({ signal }) => getLocationSuggestions(typed, signal),
    // Suggestions help; when they cannot load, the field still works as plain text.
    staleTime: 5 * 60_000,
  });
}

/** Only while the filter panel is open, so browse itself does not wait for it. */
export function useLocationSuggestions(typed: string, enabled: boolean) {
  return useQuery({
    ...getLocationSuggestionsQueryOptions(typed),
    enabled,
    placeholderData: keepPreviousData,
  });
}
