import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/**
 * Bookmarking and unbookmarking stay pending until the internship lists (the bookmarks list among them)
 * have refetched, so a toggle can show the new state from the click until fresh data arrives.
 */

export function useAddBookmark() {
  return useRefreshingMutation(
    (internshipId: string) => api.call("POST /api/bookmarks", { body: { internshipId } }),
    [internshipsKeys.all],
    { waitForRefetch: true },
  );
}

export function useRemoveBookmark() {
  return useRefreshingMutation(
    (internshipId: string) => api.call("DELETE /api/bookmarks/:internshipId", { params: { internshipId } }),
    [internshipsKeys.all],
    { waitForRefetch: true },
  );
}
