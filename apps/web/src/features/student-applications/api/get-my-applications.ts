import { apiQuery } from "@/lib/api-query";
import { type MyApplicationsSearch, myApplicationsKeys } from "@/lib/query-keys";

const myApplications = apiQuery({
  route: "GET /api/applications/mine",
  queryKey: myApplicationsKeys.list,
  request: ({ status, after, before }: MyApplicationsSearch) => ({ query: { status, after, before } }),
  errorMessage: "Failed to load applications",
  keepPreviousPage: true,
});

export const useMyApplications = myApplications.use;
