import { adminApplicationDetailSchema, adminApplicationPageSchema } from "../admin-application-answers.ts";
import {
  adminApplicationExportQuerySchema,
  adminApplicationListQuerySchema,
} from "../admin-applications-schemas.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { idParams, wrapped } from "./parts.ts";

const tag = "Admin: applications";

export const adminApplicationContracts = {
  "GET /api/admin/applications": {
    tag,
    who: "admin",
    summary:
      "Every application, searched, filtered and sorted, one page at a time, with the names of the chosen filters",
    query: adminApplicationListQuerySchema,
    answer: adminApplicationPageSchema,
  },
  "GET /api/admin/applications/export": {
    tag,
    who: "admin",
    summary:
      "Every application matching the list's search and filters, in its order, as a CSV file (404 when none does)",
    query: adminApplicationExportQuerySchema,
    produces: "text/csv",
  },
  "GET /api/admin/applications/:id": {
    tag,
    who: "admin",
    summary: "One application with its student, internship and company, as its details show it",
    params: idParams,
    answer: wrapped("application", adminApplicationDetailSchema),
  },
  "DELETE /api/admin/applications/:id": {
    tag,
    who: "admin",
    summary: "Deletes the application and its status history",
    params: idParams,
    status: 204,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
