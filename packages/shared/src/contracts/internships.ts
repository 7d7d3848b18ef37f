import { z } from "zod";
import { adminInternshipInputSchema } from "../admin-internships-schemas.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { closeInternshipSchema } from "../follow-through.ts";
import {
  closeInternshipAnswerSchema,
  confirmedOpenSchema,
  waitingApplicationsSchema,
} from "../follow-through-answers.ts";
import {
  companyInternshipListQuerySchema,
  internshipInputSchema,
  internshipListQuerySchema,
  internshipStatusSchema,
  internshipUpdateSchema,
  locationSuggestionsQuerySchema,
} from "../internship-schemas.ts";
import {
  companyInternshipRowSchema,
  editableInternshipSchema,
  internshipCardSchema,
  internshipDetailSchema,
  pageSchema,
} from "../marketplace-answers.ts";
import { idParams, itemsOf, wrapped } from "./parts.ts";

const tag = "Internships";

/** What a manager's write answers: the internship as its form shows it. */
const editable = wrapped("internship", editableInternshipSchema);

export const internshipContracts = {
  "GET /api/internships": {
    tag,
    who: "anyone",
    summary: "Browse Internships: the open internships before their deadline that match the filters",
    query: internshipListQuerySchema,
    answer: pageSchema(internshipCardSchema),
  },
  "GET /api/internships/locations": {
    tag,
    who: "anyone",
    summary: "Up to 8 places of open internships containing `q`, most postings first",
    query: locationSuggestionsQuerySchema,
    answer: itemsOf(z.string()),
  },
  "POST /api/internships": {
    tag,
    who: "company or admin",
    summary: "Posts an internship: a company's own, or an admin's for the company named by `companyId`",
    body: z.union([adminInternshipInputSchema, internshipInputSchema]),
    status: 201,
    answer: editable,
  },
  "GET /api/internships/:id": {
    tag,
    who: "anyone (a draft, closed or hidden one: its company or an admin)",
    summary: "An internship's page, with what the viewer can do there",
    params: idParams,
    answer: wrapped("internship", internshipDetailSchema),
  },
  "GET /api/internships/:id/similar": {
    tag,
    who: "whoever may see the internship",
    summary: "Up to 3 other open internships sharing a skill with it, newest first",
    params: idParams,
    answer: itemsOf(internshipCardSchema),
  },
  "GET /api/internships/:id/edit": {
    tag,
    who: "its company or admin",
    summary: "The internship as its form edits it",
    params: idParams,
    answer: editable,
  },
  "PUT /api/internships/:id": {
    tag,
    who: "its company or admin",
    summary: "Saves the internship's form (a missing status keeps the current one)",
    params: idParams,
    body: internshipUpdateSchema,
    answer: editable,
  },
  "PATCH /api/internships/:id/status": {
    tag,
    who: "its company or admin",
    summary: "Opens, closes or drafts the internship",
    params: idParams,
    body: internshipStatusSchema,
    answer: editable,
  },
  "GET /api/internships/:id/waiting": {
    tag,
    who: "its company",
    summary: "How many of its applications are still pending or reviewing",
    params: idParams,
    answer: waitingApplicationsSchema,
  },
  "POST /api/internships/:id/close": {
    tag,
    who: "its company",
    summary: "Closes the internship and, when asked, rejects the applications still waiting with one message",
    params: idParams,
    body: closeInternshipSchema,
    answer: closeInternshipAnswerSchema,
  },
  "POST /api/internships/:id/confirm-open": {
    tag,
    who: "its company",
    summary: "Still open: the open internship's 60 days start again",
    params: idParams,
    answer: confirmedOpenSchema,
  },
  "DELETE /api/internships/:id": {
    tag,
    who: "its company or admin",
    summary: "Deletes the internship with its applications and bookmarks",
    params: idParams,
    status: 204,
  },
  "GET /api/company/internships": {
    tag,
    who: "company",
    summary: "Manage Internships: the company's own internships, searched by title and filtered by status",
    query: companyInternshipListQuerySchema,
    answer: pageSchema(companyInternshipRowSchema),
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
