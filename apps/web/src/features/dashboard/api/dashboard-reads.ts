import { apiQuery } from "@/lib/api-query";
import { dashboardKeys } from "@/lib/query-keys";

/**
 * The two dashboards, each one request. docs/product.md, "Dashboards": live application events
 * (/api/events) mark them stale, so they reload.
 */

const errorMessage = "Failed to load dashboard data";

const student = apiQuery({
  route: "GET /api/dashboard/student",
  queryKey: dashboardKeys.student,
  errorMessage,
});
const company = apiQuery({
  route: "GET /api/dashboard/company",
  queryKey: dashboardKeys.company,
  errorMessage,
});

export const getStudentDashboardQueryOptions = student.options;
export const useStudentDashboard = student.use;
export const getCompanyDashboardQueryOptions = company.options;
export const useCompanyDashboard = company.use;
