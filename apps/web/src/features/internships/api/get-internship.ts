import { isApiError } from "@/lib/api-client";
import { apiQuery } from "@/lib/api-query";
import { internshipsKeys } from "@/lib/query-keys";

/** A missing id, a bad id and a hidden (draft or closed) internship all read as not found. */
export function isInternshipNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

const internship = apiQuery({
  route: "GET /api/internships/:id",
  queryKey: internshipsKeys.detail,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.internship,
  // The page says "not found" itself; any other failure toasts and returns to the list.
  errorMessage: "Failed to load internship details",
  isExpectedError: isInternshipNotFound,
});

export const getInternshipQueryOptions = internship.options;
export const useInternship = internship.use;
