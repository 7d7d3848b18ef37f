import type { InternshipDetail } from "@internpath/shared/api-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsQueryKey } from "./get-internships";

export function getInternship(id: string, signal?: AbortSignal) {
  return api.get<{ internship: InternshipDetail }>(`/api/internships/${encodeURIComponent(id)}`, { signal });
}

export function getInternshipQueryKey(id: string) {
  return [...internshipsQueryKey, "detail", id] as const;
}

export function getInternshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: getInternshipQueryKey(id),
    queryFn: ({ signal }) => getInternship(id, signal),
    select: (data) => data.internship,
  });
}

export function useInternship(id: string) {
  return useQuery(getInternshipQueryOptions(id));
}
