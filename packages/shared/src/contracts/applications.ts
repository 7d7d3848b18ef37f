import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import {
  companyApplicationExportQuerySchema,
  companyApplicationListQuerySchema,
  createApplicationSchema,
  studentApplicationListQuerySchema,
} from "../application-schemas.ts";
import {
  bulkStatusChangeAnswerSchema,
  bulkUndoAnswerSchema,
  statusChangeAnswerSchema,
} from "../decision-answers.ts";
import {
  applicationStatusChangeSchema,
  bulkStatusChangeSchema,
  undoDecisionsSchema,
} from "../decision-schemas.ts";
import {
  companyApplicationsPageSchema,
  statusChangeSchema,
  studentApplicationSchema,
  studentApplicationsPageSchema,
} from "../marketplace-answers.ts";
import { idParams, itemsOf, wrapped } from "./parts.ts";

const tag = "Applications";

export const applicationContracts = {
  "POST /api/applications": {
    tag,
    who: "student",
    summary: "Applies to an open internship before its deadline, with the student's résumé",
    body: createApplicationSchema,
    status: 201,
    answer: wrapped("application", studentApplicationSchema),
  },
  "GET /api/applications/mine": {
    tag,
    who: "student",
    summary: "The student's applications, newest first, with a count per status",
    query: studentApplicationListQuerySchema,
    answer: studentApplicationsPageSchema,
  },
  "GET /api/applications/:id/history": {
    tag,
    who: "its student, its company or admin",
    summary: "Every recorded status change of the application, oldest first",
    params: idParams,
    answer: itemsOf(statusChangeSchema),
  },
  "PATCH /api/applications/:id/status": {
    tag,
    who: "owner company or admin",
    summary:
      "Moves the application on (Start Review at once; Accept and Reject wait out their undo window); an admin sets any status",
    params: idParams,
    body: applicationStatusChangeSchema,
    answer: statusChangeAnswerSchema,
  },
  "POST /api/applications/:id/withdraw": {
    tag,
    who: "its student",
    summary: "Withdraws a pending or reviewing application",
    params: idParams,
    answer: statusChangeAnswerSchema,
  },
  "POST /api/applications/:id/undo": {
    tag,
    who: "owner company",
    summary: "Cancels the company's decision on the application while it still waits to take effect",
    params: idParams,
    answer: statusChangeAnswerSchema,
  },
  "GET /api/company/applications": {
    tag,
    who: "company",
    summary: "Applications to the company's internships, newest first, with a count per status",
    query: companyApplicationListQuerySchema,
    answer: companyApplicationsPageSchema,
  },
  "GET /api/company/applications/export": {
    tag,
    who: "company",
    summary: "Every application matching the list's filters as a CSV file (404 when none does)",
    query: companyApplicationExportQuerySchema,
    produces: "text/csv",
  },
  "POST /api/company/applications/status": {
    tag,
    who: "company",
    summary: "One status for several applications, checked one by one; those left as they were are named",
    body: bulkStatusChangeSchema,
    answer: bulkStatusChangeAnswerSchema,
  },
  "POST /api/company/applications/undo": {
    tag,
    who: "company",
    summary:
      "Cancels the decisions still waiting on these applications; those already taken effect are named",
    body: undoDecisionsSchema,
    answer: bulkUndoAnswerSchema,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
