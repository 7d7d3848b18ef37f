import { MAX_PAGE_SIZE } from "@internpath/shared/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyApplicationsKeys } from "@/lib/query-keys";

export type InternshipOption = { id: string; title: string };

/** The company's internships (the newest 100) for the internship filter. */
export async function getInternshipOptions(signal?: AbortSignal): Promise<InternshipOption[]> {
  const page = await api.call("GET /api/company/internships", {
    query: { limit: MAX_PAGE_SIZE },
    signal,
  });
  return page.items.map(({ id, title }) => ({ id, title }));
}

export function getInternshipOptionsQueryOptions() {
  return queryOptions({
    queryKey: companyApplicationsKeys.internshipOptions(),
    queryFn: ({ signal }) => getInternshipOptions(signal),
  });
}

export function useInternshipOptions() {
  return useQuery(getInternshipOptionsQueryOptions());
}
