import { api } from "@/lib/api-client";
import { internshipsKeys, myApplicationsKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** docs/product.md, "Withdrawing an application": My Applications and the internship page reload. */
export function useWithdrawApplication() {
  return useRefreshingMutation(
    (id: string) => api.call("POST /api/applications/:id/withdraw", { params: { id } }),
    [myApplicationsKeys.all, internshipsKeys.all],
  );
}
