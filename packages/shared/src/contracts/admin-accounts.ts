import {
  adminAdminRowSchema,
  adminCompanyProfileSchema,
  adminCompanyRowSchema,
  adminCompanySchema,
  adminEndedSessionsSchema,
  adminStatsSchema,
  adminStudentProfileSchema,
  adminStudentRowSchema,
  adminStudentSchema,
} from "../admin-accounts-answers.ts";
import {
  adminAccountListQuerySchema,
  adminCompanyCreateSchema,
  adminCompanyUpdateSchema,
  adminInviteSchema,
  adminStudentCreateSchema,
  adminStudentUpdateSchema,
} from "../admin-accounts-schemas.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { pageSchema } from "../marketplace-answers.ts";
import { idParams, wrapped } from "./parts.ts";

const tag = "Admin: accounts";
const who = "admin";

export const adminAccountContracts = {
  "GET /api/admin/stats": {
    tag,
    who,
    summary: "The Activity Summary: accounts per role, internships, and applications per status",
    answer: adminStatsSchema,
  },
  "GET /api/admin/companies": {
    tag,
    who,
    summary: "Company accounts, newest first, searched by company name or email (also the company picker)",
    query: adminAccountListQuerySchema,
    answer: pageSchema(adminCompanyRowSchema),
  },
  "POST /api/admin/companies": {
    tag,
    who,
    summary: "Adds a verified company account and mails it a link to set its password",
    body: adminCompanyCreateSchema,
    status: 201,
    answer: wrapped("company", adminCompanySchema),
  },
  "GET /api/admin/companies/:id": {
    tag,
    who,
    summary: "A company's profile with its counts, newest internships and newest applications",
    params: idParams,
    answer: adminCompanyProfileSchema,
  },
  "PATCH /api/admin/companies/:id": {
    tag,
    who,
    summary: "Changes a company's details (not its email)",
    params: idParams,
    body: adminCompanyUpdateSchema,
    answer: wrapped("company", adminCompanySchema),
  },
  "DELETE /api/admin/companies/:id": {
    tag,
    who,
    summary: "Deletes a company account with its internships, their applications and its files",
    params: idParams,
    status: 204,
  },
  "GET /api/admin/students": {
    tag,
    who,
    summary: "Student accounts, newest first, searched by full name, email or university",
    query: adminAccountListQuerySchema,
    answer: pageSchema(adminStudentRowSchema),
  },
  "POST /api/admin/students": {
    tag,
    who,
    summary: "Adds a verified student account and mails it a link to set its password",
    body: adminStudentCreateSchema,
    status: 201,
    answer: wrapped("student", adminStudentSchema),
  },
  "GET /api/admin/students/:id": {
    tag,
    who,
    summary: "A student's profile with its number of applications and the newest ones",
    params: idParams,
    answer: adminStudentProfileSchema,
  },
  "PATCH /api/admin/students/:id": {
    tag,
    who,
    summary: "Changes a student's details (not their email)",
    params: idParams,
    body: adminStudentUpdateSchema,
    answer: wrapped("student", adminStudentSchema),
  },
  "DELETE /api/admin/students/:id": {
    tag,
    who,
    summary: "Deletes a student account with its applications and its files",
    params: idParams,
    status: 204,
  },
  "GET /api/admin/admins": {
    tag,
    who,
    summary: "The administrators, newest first, searched by full name or email",
    query: adminAccountListQuerySchema,
    answer: pageSchema(adminAdminRowSchema),
  },
  "POST /api/admin/admins": {
    tag,
    who,
    summary: "Invites another administrator, mailed a link to set a password",
    body: adminInviteSchema,
    status: 201,
    answer: wrapped("admin", adminAdminRowSchema),
  },
  "DELETE /api/admin/admins/:id": {
    tag,
    who,
    summary:
      "Removes another administrator, signed out everywhere at once (never the caller, never the last one)",
    params: idParams,
    status: 204,
  },
  "POST /api/admin/accounts/:id/invitation": {
    tag,
    who,
    summary:
      "Mails a new invitation link to an account whose password is not set yet; the old links stop working",
    params: idParams,
    status: 204,
  },
  "DELETE /api/admin/accounts/:id/sessions": {
    tag,
    who,
    summary: "Signs a student, a company or another administrator out everywhere at once",
    params: idParams,
    answer: adminEndedSessionsSchema,
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
