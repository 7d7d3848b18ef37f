import type { Page } from "@internpath/shared/api-types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ComboboxOption } from "@/components/ui/combobox";
import { api } from "@/lib/api-client";
import { companyNameOf } from "@/lib/format";
import { adminApplicationsKeys } from "@/lib/query-keys";

/** The pickers of the Company and Internship filters search the admin's company and internship lists. */

const OPTIONS_LIMIT = 20;

type AdminCompanyRow = {
  id: string;
  companyName: string | null;
  fullName: string;
  email: string;
  location: string | null;
  internshipCount: number;
};

export async function getCompanyOptions(q: string, signal?: AbortSignal): Promise<ComboboxOption[]> {
  const page = await api.get<Page<AdminCompanyRow>>("/api/admin/companies", {
    params: { q, limit: OPTIONS_LIMIT },
    signal,
  });
  return page.items.map((company) => ({
    id: company.id,
    label: companyNameOf(company.companyName),
    description: company.email,
  }));
}

export async function getInternshipOptions(
  q: string,
  companyId: string | undefined,
  signal?: AbortSignal,
): Promise<ComboboxOption[]> {
  const page = await api.call("GET /api/admin/internships", {
    query: { q, companyId, limit: OPTIONS_LIMIT },
    signal,
  });
  return page.items.map((internship) => ({
    id: internship.id,
    label: internship.title,
    description: companyNameOf(internship.companyName),
  }));
}

export function useCompanyOptions(q: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: adminApplicationsKeys.companyOptions(q),
      queryFn: ({ signal }) => getCompanyOptions(q, signal),
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useInternshipOptions(q: string, companyId: string | undefined, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: adminApplicationsKeys.internshipOptions(q, companyId),
      queryFn: ({ signal }) => getInternshipOptions(q, companyId, signal),
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
