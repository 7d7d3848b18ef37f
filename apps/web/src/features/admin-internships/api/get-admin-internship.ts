import { isApiError } from "@/lib/api-client";
import { apiQuery } from "@/lib/api-query";
import { adminInternshipsKeys } from "@/lib/query-keys";

const adminInternship = apiQuery({
  route: "GET /api/admin/internships/:id",
  queryKey: adminInternshipsKeys.detail,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.internship,
  // A missing internship has its own screen; other failures toast.
  errorMessage: "Failed to load internship details",
  isExpectedError: (error) => isApiError(error, "NOT_FOUND"),
});

export const useAdminInternship = adminInternship.use;
