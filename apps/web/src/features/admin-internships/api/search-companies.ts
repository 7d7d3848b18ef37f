import type { AdminCompanyRow } from "@internpath/shared/admin-accounts-answers";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { adminInternshipsKeys } from "@/lib/query-keys";

/** A row of GET /api/admin/companies (the admin's company list), as the company picker reads it. */
export type CompanyOption = AdminCompanyRow;

const PICKER_SIZE = 8;

const companySearch = apiQuery({
  route: "GET /api/admin/companies",
  queryKey: adminInternshipsKeys.companySearch,
  request: (q: string) => ({ query: { q: q || undefined, limit: PICKER_SIZE } }),
  keepPreviousPage: true,
});

/** Companies whose name or email contains `q` (the first few), for the type-to-search company picker. */
export function useCompanySearch(q: string, enabled: boolean) {
  return useQuery({ ...companySearch.options(q), enabled });
}
