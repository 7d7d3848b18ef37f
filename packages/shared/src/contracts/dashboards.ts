import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { companyDashboardSchema, studentDashboardSchema } from "../marketplace-answers.ts";

const tag = "Dashboards";

export const dashboardContracts = {
  "GET /api/dashboard/student": {
    tag,
    who: "student",
    summary:
      "The student's counts per status, recent applications, latest internships and those matching their skills",
    answer: studentDashboardSchema,
  },
  "GET /api/dashboard/company": {
    tag,
    who: "company",
    summary: "The company's counts, recent applications and open internships",
    answer: companyDashboardSchema,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
