import type { InternshipDetail } from "@internpath/shared/api-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

export function getInternship(id: string, signal?: AbortSignal) {
  return api.get<{ internship: InternshipDetail }>(`/api/internships/${encodeURIComponent(id)}`, { signal });
}

export function getInternshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: internshipsKeys.detail(id),
    queryFn: ({ signal }) => getInternship(id, signal),
    select: (data) => data.internship,
  });
}

export function useInternship(id: string) {
  return useQuery(getInternshipQueryOptions(id));
}
