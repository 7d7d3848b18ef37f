import { isApiError } from "@/lib/api-client";
import { apiQuery } from "@/lib/api-query";
import { publicCompanyKeys } from "@/lib/query-keys";

export const isCompanyNotFound = (error: unknown) => isApiError(error) && error.status === 404;

const publicCompany = apiQuery({
  route: "GET /api/companies/:id",
  queryKey: publicCompanyKeys.detail,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.company,
  // The page says "Company not found" itself.
  errorMessage: "Failed to load company",
  isExpectedError: isCompanyNotFound,
});

export const usePublicCompany = publicCompany.use;
