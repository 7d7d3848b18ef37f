import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import {
  approvalQueueItemSchema,
  auditPageSchema,
  companyVerificationStateSchema,
  reportQueueSchema,
  reportResolutionSchema,
  trustSettingsSchema,
  unhiddenInternshipSchema,
} from "../trust-answers.ts";
import { auditQuerySchema, reasonSchema, reportInputSchema, settingsUpdateSchema } from "../trust-schemas.ts";
import { idParams, itemsOf, wrapped } from "./parts.ts";

const tag = "Trust and safety";

const reportedInternshipParams = z.object({
  internshipId: z.string().describe("The reported internship's id (a uuid)"),
});

export const trustContracts = {
  "GET /api/admin/settings": {
    tag,
    who: "admin",
    summary: "The trust settings: whether new employers wait for approval",
    answer: wrapped("settings", trustSettingsSchema),
  },
  "PATCH /api/admin/settings": {
    tag,
    who: "admin",
    summary: "Changes the trust settings it names (recorded in the audit log)",
    body: settingsUpdateSchema,
    answer: wrapped("settings", trustSettingsSchema),
  },
  "GET /api/admin/approvals": {
    tag,
    who: "admin",
    summary: "The companies waiting for review, oldest request first (at most 50)",
    answer: itemsOf(approvalQueueItemSchema),
  },
  "POST /api/admin/companies/:id/approve": {
    tag,
    who: "admin",
    summary: "Verifies the company: its open internships go live for students, and it is told",
    params: idParams,
    answer: wrapped("company", companyVerificationStateSchema),
  },
  "POST /api/admin/companies/:id/reject": {
    tag,
    who: "admin",
    summary: "Does not approve the company, with a reason it is told; students do not see its internships",
    params: idParams,
    body: reasonSchema,
    answer: wrapped("company", companyVerificationStateSchema),
  },
  "POST /api/admin/companies/:id/revoke": {
    tag,
    who: "admin",
    summary:
      "Revokes the company's verification, with a reason it is told; its internships leave student views",
    params: idParams,
    body: reasonSchema,
    answer: wrapped("company", companyVerificationStateSchema),
  },
  "POST /api/internships/:id/report": {
    tag,
    who: "student",
    summary: "Reports a listed internship to the admins, once per student (again: 409)",
    params: idParams,
    body: reportInputSchema,
    status: 201,
    answer: wrapped("report", z.object({ id: z.string().describe("The report's id (a uuid)") })),
  },
  "GET /api/admin/reports": {
    tag,
    who: "admin",
    summary: "Internships with open reports, the most recently reported first, with their newest reports",
    query: z.object({
      after: z.string().optional().describe("The `nextCursor` of the previous page"),
    }),
    answer: reportQueueSchema,
  },
  "POST /api/admin/reports/:internshipId/dismiss": {
    tag,
    who: "admin",
    summary: "Resolves the internship's open reports as no problem; each reporter is told",
    params: reportedInternshipParams,
    answer: wrapped("resolution", reportResolutionSchema),
  },
  "POST /api/admin/reports/:internshipId/hide": {
    tag,
    who: "admin",
    summary:
      "Hides the internship from every student view and resolves its open reports; its company is told why, each reporter the outcome",
    params: reportedInternshipParams,
    body: reasonSchema,
    answer: wrapped("resolution", reportResolutionSchema),
  },
  "POST /api/admin/internships/:id/unhide": {
    tag,
    who: "admin",
    summary:
      "Undoes Hide Posting: students see the internship again wherever its status lets them (not hidden: 409)",
    params: idParams,
    answer: wrapped("internship", unhiddenInternshipSchema),
  },
  "GET /api/admin/audit": {
    tag,
    who: "admin",
    summary:
      "The audit log of admin writes, newest first, filtered by admin, action, target type and UTC days",
    query: auditQuerySchema,
    answer: auditPageSchema,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
