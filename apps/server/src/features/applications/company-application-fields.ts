import type { CompanyApplication } from "@internpath/shared/api-types";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isoTime } from "../../db/json-rows.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { type JsonText, jsonFromDatabase, jsonNumber, jsonString } from "../../lib/json-text.ts";
import { applicationColumns } from "./application-queries.ts";
import { latestDecisionColumn } from "./decisions.service.ts";

/**
 * An application as Review Applications shows it (with its student, its internship and the company's
 * latest decision), in the two forms the company's screens read it: as JSON PostgreSQL builds, and as
 * plain columns the server writes as JSON text.
 */

export const student = alias(profiles, "student");

/**
 * An application as Review Applications shows it, with its student, its internship and the company's
 * latest decision, built by PostgreSQL as the answer's JSON: the rows need no mapping on the way out
 * (docs/decisions/025-answers-built-as-json.md).
 */
export const companyApplicationItem = sql<CompanyApplication>`json_build_object(
  'id', ${applications.id}, 'status', ${applications.status}, 'coverLetter', ${applications.coverLetter},
  'resumeUrl', ${applications.resumeUrl}, 'createdAt', ${isoTime(applications.createdAt)},
  'updatedAt', ${isoTime(applications.updatedAt)},
  'student', json_build_object('id', ${student.id}, 'fullName', ${student.fullName}, 'email', ${student.email},
    'avatarUrl', ${student.avatarUrl}, 'bio', ${student.bio}, 'location', ${student.location},
    'website', ${student.website}, 'university', ${student.university}, 'degree', ${student.degree},
    'graduationYear', ${student.graduationYear}, 'skills', ${student.skills}),
  'internship', json_build_object('id', ${internships.id}, 'title', ${internships.title}),
  'decision', ${latestDecisionColumn})`;

/**
 * An application of Review Applications as plain columns, which PostgreSQL reads much more cheaply than it
 * builds them as JSON: timestamps as the answer's text (isoTime), skills and the decision as JSON text.
 * Named apart from the company's own row they are joined to.
 * `writeCompanyApplication` writes them as the answer's JSON (docs/decisions/027-review-list-written-as-text.md).
 */
export function companyApplicationColumns() {
  return {
    id: sql<string>`${applications.id}`.as("item_id"),
    status: sql<ApplicationStatus>`${applications.status}`.as("item_status"),
    coverLetter: sql<string | null>`${applications.coverLetter}`.as("item_cover_letter"),
    resumeUrl: sql<string>`${applications.resumeUrl}`.as("item_resume_url"),
    createdAtText: isoTime(applications.createdAt).as("item_created_at_text"),
    updatedAtText: isoTime(applications.updatedAt).as("item_updated_at_text"),
    studentId: sql<string>`${student.id}`.as("item_student_id"),
    fullName: sql<string>`${student.fullName}`.as("item_full_name"),
    email: sql<string>`${student.email}`.as("item_email"),
    avatarUrl: sql<string | null>`${student.avatarUrl}`.as("item_avatar_url"),
    bio: sql<string | null>`${student.bio}`.as("item_bio"),
    location: sql<string | null>`${student.location}`.as("item_location"),
    website: sql<string | null>`${student.website}`.as("item_website"),
    university: sql<string | null>`${student.university}`.as("item_university"),
    degree: sql<string | null>`${student.degree}`.as("item_degree"),
    graduationYear: sql<number | null>`${student.graduationYear}`.as("item_graduation_year"),
    skills: sql<string>`array_to_json(${student.skills})::text`.as("item_skills"),
    internshipId: sql<string>`${internships.id}`.as("item_internship_id"),
    internshipTitle: sql<string>`${internships.title}`.as("item_internship_title"),
    decision: sql<string | null>`(${latestDecisionColumn})::text`.as("item_decision"),
    cursorKey: applicationColumns.cursorKey.as("item_cursor_key"),
  };
}

export type CompanyApplicationColumns = ReturnType<typeof companyApplicationColumns>;
type CompanyApplicationRow = {
  [Key in keyof CompanyApplicationColumns]: CompanyApplicationColumns[Key]["_"]["type"] | null;
};

/**
 * One application as the answer's JSON, in the order and form `CompanyApplication` has (the route tests
 * compare it with the dashboard's list, which PostgreSQL builds). Ids, statuses and timestamps are uuids,
 * enum values and isoTime's digits, so they are written as they are; every other text is escaped.
 */
export function writeCompanyApplication(row: CompanyApplicationRow): JsonText<CompanyApplication> {
  return `{"id":"${row.id}","status":"${row.status}","coverLetter":${jsonString(row.coverLetter)},"resumeUrl":${jsonString(row.resumeUrl)},"createdAt":"${row.createdAtText}","updatedAt":"${row.updatedAtText}","student":{"id":${jsonString(row.studentId)},"fullName":${jsonString(row.fullName)},"email":${jsonString(row.email)},"avatarUrl":${jsonString(row.avatarUrl)},"bio":${jsonString(row.bio)},"location":${jsonString(row.location)},"website":${jsonString(row.website)},"university":${jsonString(row.university)},"degree":${jsonString(row.degree)},"graduationYear":${jsonNumber(row.graduationYear)},"skills":${jsonFromDatabase(row.skills)}},"internship":{"id":"${row.internshipId}","title":${jsonString(row.internshipTitle)}},"decision":${jsonFromDatabase(row.decision)}}`;
}
