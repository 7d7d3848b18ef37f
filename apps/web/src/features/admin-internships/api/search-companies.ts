import type { Page } from "@internpath/shared/api-types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminInternshipsKeys } from "@/lib/query-keys";

/** A row of GET /api/admin/companies (the admin's company list), as the company picker reads it. */
export type CompanyOption = {
  id: string;
  companyName: string | null;
  fullName: string;
  email: string;
  location: string | null;
  internshipCount: number;
};

const PICKER_SIZE = 8;

export function searchCompanies(q: string, signal?: AbortSignal) {
  return api.get<Page<CompanyOption>>("/api/admin/companies", {
    params: { q: q || undefined, limit: PICKER_SIZE },
    signal,
  });
}

export function searchCompaniesQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminInternshipsKeys.companySearch(q),
    queryFn: ({ signal }) => searchCompanies(q, signal),
  });
}

/** Companies whose name or email contains `q` (the first few), for the type-to-search company picker. */
export function useCompanySearch(q: string, enabled: boolean) {
  return useQuery({ ...searchCompaniesQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
