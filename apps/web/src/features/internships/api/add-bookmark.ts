import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

export function addBookmark(internshipId: string) {
  return api.call("POST /api/bookmarks", { body: { internshipId } });
}

/**
 * Stays pending until the lists showing `isBookmarked` have refetched, so a toggle can show the
 * new state from the click until fresh data arrives.
 */
export function useAddBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internshipsKeys.all }),
  });
}
