import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { internshipsKeys } from "@/lib/query-keys";

/** Places where open internships are, containing `typed`, most postings first. */
const locationSuggestions = apiQuery({
  route: "GET /api/internships/locations",
  queryKey: internshipsKeys.locations,
  request: (typed: string) => ({ query: { q: typed || undefined } }),
  select: (answer) => answer.items,
  keepPreviousPage: true,
  // Suggestions help; when they cannot load, the field still works as plain text.
  staleTime: 5 * 60_000,
});

/** Only while the filter panel is open, so browse itself does not wait for it. */
export function useLocationSuggestions(typed: string, enabled: boolean) {
  return useQuery({ ...locationSuggestions.options(typed), enabled });
}
