import type { CompanyDashboard } from "@internpath/shared/api-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

// This belongs in features/dashboard/api/get-company-dashboard.ts (one file per operation); it sits
// here because that folder is owned elsewhere for now.

/** Company screens that change these numbers mark every ["dashboard"] query stale. */
export const companyDashboardQueryKey = ["dashboard", "company"] as const;

export function getCompanyDashboard(signal?: AbortSignal) {
  return api.get<CompanyDashboard>("/api/dashboard/company", { signal });
}

export function getCompanyDashboardQueryOptions() {
  return queryOptions({
    queryKey: companyDashboardQueryKey,
    queryFn: ({ signal }) => getCompanyDashboard(signal),
  });
}

export function useCompanyDashboard() {
  return useQuery(getCompanyDashboardQueryOptions());
}
