import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

export function removeBookmark(internshipId: string) {
  return api.call("DELETE /api/bookmarks/:internshipId", { params: { internshipId } });
}

/** Pending until the internship lists (the bookmarks list among them) have refetched. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internshipsKeys.all }),
  });
}
