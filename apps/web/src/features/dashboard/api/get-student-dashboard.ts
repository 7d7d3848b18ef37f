import { apiQuery } from "@/lib/api-query";
import { dashboardKeys } from "@/lib/query-keys";

/** docs/product.md, "Dashboards": live application events (/api/events) mark it stale, so it reloads. */
const studentDashboard = apiQuery({
  route: "GET /api/dashboard/student",
  queryKey: dashboardKeys.student,
  errorMessage: "Failed to load dashboard data",
});

export const getStudentDashboardQueryOptions = studentDashboard.options;
export const useStudentDashboard = studentDashboard.use;
