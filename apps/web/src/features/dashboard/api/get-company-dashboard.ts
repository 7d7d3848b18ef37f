import { apiQuery } from "@/lib/api-query";
import { dashboardKeys } from "@/lib/query-keys";

const companyDashboard = apiQuery({
  route: "GET /api/dashboard/company",
  queryKey: dashboardKeys.company,
  errorMessage: "Failed to load dashboard data",
});

export const getCompanyDashboardQueryOptions = companyDashboard.options;
export const useCompanyDashboard = companyDashboard.use;
