import type { ApplicantProfile, CompanyApplication } from "@internpath/shared/api-types";
import type { ApplicationDecision } from "@internpath/shared/decision-answers";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { alias } from "drizzle-orm/pg-core";
import { columnsOf, type FieldTable, fields, jsonObjectOf, writerOf } from "../../db/answer-fields.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { latestDecisionColumn } from "./decisions.service.ts";

/**
 * An application as Review Applications shows it (with its student, its internship and the company's
 * latest decision): one field table, checked by the compiler against `CompanyApplication` (its schema is
 * in packages/shared/src/marketplace-answers.ts), from which come both forms the company's screens read it
 * in (db/answer-fields.ts): JSON PostgreSQL builds (the dashboard's Recent Applications, decision 025) and
 * plain columns the server writes as JSON text (the Review Applications list, decision 027).
 */

export const student = alias(profiles, "student");

const applicantFields = {
  id: fields.verbatim(student.id),
  fullName: fields.text(student.fullName),
  email: fields.text(student.email),
  avatarUrl: fields.nullableText(student.avatarUrl),
  bio: fields.nullableText(student.bio),
  location: fields.nullableText(student.location),
  website: fields.nullableText(student.website),
  university: fields.nullableText(student.university),
  degree: fields.nullableText(student.degree),
  graduationYear: fields.nullableNumber(student.graduationYear),
  skills: fields.textArray(student.skills),
} satisfies FieldTable<ApplicantProfile>;

export const companyApplicationFields = {
  id: fields.verbatim(applications.id),
  status: fields.verbatim<ApplicationStatus>(applications.status),
  coverLetter: fields.nullableText(applications.coverLetter),
  resumeUrl: fields.text(applications.resumeUrl),
  createdAt: fields.time(applications.createdAt),
  updatedAt: fields.time(applications.updatedAt),
  student: applicantFields,
  internship: { id: fields.verbatim(internships.id), title: fields.text(internships.title) },
  decision: fields.json<ApplicationDecision | null>(latestDecisionColumn),
} satisfies FieldTable<CompanyApplication>;

/** An application of Review Applications as PostgreSQL builds its JSON (docs/decisions/025-answers-built-as-json.md). */
export const companyApplicationItem = jsonObjectOf<CompanyApplication>(companyApplicationFields);

/**
 * An application of Review Applications as plain columns, named apart from the company's own row they are
 * joined to; `writeCompanyApplication` writes them as the answer's JSON (docs/decisions/027-review-list-written-as-text.md).
 */
export function companyApplicationColumns() {
  return columnsOf(companyApplicationFields, "item");
}

/** One application as the answer's JSON, in the order and form `CompanyApplication` has. */
export const writeCompanyApplication = writerOf<CompanyApplication>(companyApplicationFields);
