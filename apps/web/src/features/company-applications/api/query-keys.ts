import type { ApplicationStatus } from "@internpath/shared/enums";

/** The list's filters, as GET /api/company/applications and its CSV export take them. */
export type CompanyApplicationsFilters = {
  q?: string;
  status?: ApplicationStatus;
  internshipId?: string;
};

export type CompanyApplicationsParams = CompanyApplicationsFilters & {
  after?: string;
  before?: string;
  limit?: number;
};

export const companyApplicationsKeys = {
  all: ["company-applications"] as const,
  lists: () => [...companyApplicationsKeys.all, "list"] as const,
  list: (params: CompanyApplicationsParams) => [...companyApplicationsKeys.lists(), params] as const,
  internshipOptions: () => [...companyApplicationsKeys.all, "internship-options"] as const,
};
