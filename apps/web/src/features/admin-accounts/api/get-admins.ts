import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";

/** The dashboard lists the newest administrators; there are few. */
export const ADMINS_SHOWN = 20;

export function getAdmins(signal?: AbortSignal) {
  return api.call("GET /api/admin/admins", { query: { limit: ADMINS_SHOWN }, signal });
}

export function getAdminsQueryOptions() {
  return queryOptions({
    queryKey: adminAccountsKeys.admins(),
    queryFn: ({ signal }) => getAdmins(signal),
    meta: { errorMessage: "Failed to load administrators" },
  });
}

export function useAdmins() {
  return useQuery(getAdminsQueryOptions());
}
