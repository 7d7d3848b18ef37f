import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

export function getSimilarInternships(id: string, signal?: AbortSignal) {
  return api.call("GET /api/internships/:id/similar", { params: { id }, signal });
}

export function getSimilarInternshipsQueryOptions(id: string) {
  return queryOptions({
    queryKey: internshipsKeys.similar(id),
    queryFn: ({ signal }) => getSimilarInternships(id, signal),
    select: (data) => data.items,
  });
}

export function useSimilarInternships(id: string) {
  return useQuery(getSimilarInternshipsQueryOptions(id));
}
