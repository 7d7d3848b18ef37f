import { adminInternshipDetailSchema, adminInternshipPageSchema } from "../admin-internship-answers.ts";
import { adminInternshipListQuerySchema } from "../admin-internships-schemas.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { idParams, wrapped } from "./parts.ts";

const tag = "Admin: internships and analytics";

export const adminInternshipContracts = {
  "GET /api/admin/internships": {
    tag,
    who: "admin",
    summary:
      "Every company's internships in any status, newest first, searched and filtered (with the company filtered on)",
    query: adminInternshipListQuerySchema,
    answer: adminInternshipPageSchema,
  },
  "GET /api/admin/internships/:id": {
    tag,
    who: "admin",
    summary: "One internship in any status, every field, with its company and its applications per status",
    params: idParams,
    answer: wrapped("internship", adminInternshipDetailSchema),
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
