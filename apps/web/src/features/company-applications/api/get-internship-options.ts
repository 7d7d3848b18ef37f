import { MAX_PAGE_SIZE } from "@internpath/shared/limits";
import { apiQuery } from "@/lib/api-query";
import { companyApplicationsKeys } from "@/lib/query-keys";

export type InternshipOption = { id: string; title: string };

/** The company's internships (the newest 100) for the internship filter. */
const internshipOptions = apiQuery({
  route: "GET /api/company/internships",
  queryKey: companyApplicationsKeys.internshipOptions,
  request: () => ({ query: { limit: MAX_PAGE_SIZE } }),
  select: (page): InternshipOption[] => page.items.map(({ id, title }) => ({ id, title })),
});

export const useInternshipOptions = internshipOptions.use;
