import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

export function getInternship(id: string, signal?: AbortSignal) {
  return api.call("GET /api/internships/:id", { params: { id }, signal });
}

/** A missing id, a bad id and a hidden (draft or closed) internship all read as not found. */
export function isInternshipNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export function getInternshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: internshipsKeys.detail(id),
    queryFn: ({ signal }) => getInternship(id, signal),
    select: (data) => data.internship,
    // The page says "not found" itself; any other failure toasts and returns to the list.
    meta: { errorMessage: "Failed to load internship details", isExpectedError: isInternshipNotFound },
  });
}

export function useInternship(id: string) {
  return useQuery(getInternshipQueryOptions(id));
}
