import { apiQuery } from "@/lib/api-query";
import { internshipsKeys, type PageCursor } from "@/lib/query-keys";

/** Under the internships key, so bookmarking anywhere refreshes this list too. */
const bookmarks = apiQuery({
  route: "GET /api/bookmarks",
  queryKey: internshipsKeys.bookmarks,
  request: ({ after, before }: PageCursor) => ({ query: { after, before } }),
  errorMessage: "Failed to load bookmarks",
  keepPreviousPage: true,
});

export const useBookmarks = bookmarks.use;
