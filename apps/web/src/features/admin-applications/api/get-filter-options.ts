import { useQuery } from "@tanstack/react-query";
import type { ComboboxOption } from "@/components/ui/combobox";
import { apiQuery } from "@/lib/api-query";
import { companyNameOf } from "@/lib/format";
import { adminApplicationsKeys } from "@/lib/query-keys";

/** The pickers of the Company and Internship filters search the admin's company and internship lists. */

const OPTIONS_LIMIT = 20;

const companyOptions = apiQuery({
  route: "GET /api/admin/companies",
  queryKey: adminApplicationsKeys.companyOptions,
  request: (q: string) => ({ query: { q, limit: OPTIONS_LIMIT } }),
  select: (page): ComboboxOption[] =>
    page.items.map((company) => ({
      id: company.id,
      label: companyNameOf(company.companyName),
      description: company.email,
    })),
  keepPreviousPage: true,
});

const internshipOptions = apiQuery({
  route: "GET /api/admin/internships",
  queryKey: adminApplicationsKeys.internshipOptions,
  request: (q: string, companyId: string | undefined) => ({
    query: { q, companyId, limit: OPTIONS_LIMIT },
  }),
  select: (page): ComboboxOption[] =>
    page.items.map((internship) => ({
      id: internship.id,
      label: internship.title,
      description: companyNameOf(internship.companyName),
    })),
  keepPreviousPage: true,
});

export function useCompanyOptions(q: string, enabled: boolean) {
  return useQuery({ ...companyOptions.options(q), enabled });
}

export function useInternshipOptions(q: string, companyId: string | undefined, enabled: boolean) {
  return useQuery({ ...internshipOptions.options(q, companyId), enabled });
}
