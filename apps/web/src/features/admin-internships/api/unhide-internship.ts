import { api } from "@/lib/api-client";
import { adminInternshipsKeys, internshipsKeys, trustKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/admin/internships/:id/unhide: undoes Hide Posting; students see the internship again. */
export function useUnhideInternship() {
  return useRefreshingMutation(
    (id: string) => api.call("POST /api/admin/internships/:id/unhide", { params: { id } }),
    [adminInternshipsKeys.all, internshipsKeys.all, trustKeys.all],
  );
}
