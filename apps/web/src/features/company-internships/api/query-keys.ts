import type { InternshipStatus } from "@internpath/shared/enums";

export type CompanyInternshipsParams = {
  q?: string;
  status?: InternshipStatus;
  after?: string;
  before?: string;
  limit?: number;
};

export const companyInternshipsKeys = {
  all: ["company-internships"] as const,
  lists: () => [...companyInternshipsKeys.all, "list"] as const,
  list: (params: CompanyInternshipsParams) => [...companyInternshipsKeys.lists(), params] as const,
  editable: (id: string) => [...companyInternshipsKeys.all, "editable", id] as const,
};

/**
 * Other screens show the same internships (the company dashboard, the applicant filter on Review
 * Applications); they are marked stale after a change and refetch when next shown.
 */
export const RELATED_QUERY_KEYS = [["dashboard"], ["company-applications"]] as const;
