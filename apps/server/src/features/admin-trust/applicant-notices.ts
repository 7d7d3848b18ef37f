import { POSTING_REMOVAL_NOTES, type PostingRemoval } from "@internpath/shared/posting-removal";
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { createNotifications } from "../notifications/notifications.service.ts";

/**
 * Applicants hear when a posting they applied to leaves students' sight (docs/product.md, "Trust and
 * moderation"): an admin hides it, or its company stops being live. Each applicant whose application is not
 * withdrawn is told once, in the same transaction as the change, with the note their application's card shows
 * (never the admin's reason, which is the company's).
 */

const company = alias(profiles, "company");

const MY_APPLICATIONS = { path: "/applications", label: "View My Applications" };

/** The students with an application (not withdrawn) to the internships `where` picks, one row per student. */
async function applicantsOf(tx: Database | Transaction, where: SQL) {
  return tx
    .selectDistinctOn([applications.studentId], {
      studentId: applications.studentId,
      title: internships.title,
      companyName: company.companyName,
      postings: sql<number>`(count(*) over (partition by ${applications.studentId}))::int`,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(company, eq(company.id, internships.companyId))
    .where(and(where, ne(applications.status, "withdrawn")))
    .orderBy(applications.studentId, internships.title);
}

async function notifyApplicants(tx: Database | Transaction, where: SQL, removal: PostingRemoval) {
  const applicants = await applicantsOf(tx, where);
  await createNotifications(
    tx,
    applicants.map(({ studentId, title, companyName, postings }) => ({
      userId: studentId,
      type: "other" as const,
      title: postings > 1 ? "Postings you applied to were removed" : "A posting you applied to was removed",
      content: `${postings > 1 ? `"${title}" and ${postings - 1} more` : `"${title}"`}${companyName ? ` at ${companyName}` : ""}: ${POSTING_REMOVAL_NOTES[removal]}`,
      relatedId: null,
      link: MY_APPLICATIONS,
    })),
  );
}

/** An admin hid this internship: its applicants are told. */
export async function notifyApplicantsOfHiddenPosting(tx: Database | Transaction, internshipId: string) {
  await notifyApplicants(tx, eq(internships.id, internshipId), "hidden");
}

/**
 * The company stopped being live (rejected or revoked after it was live): the applicants of its open postings
 * that students saw until now (not hidden) are told, once each however many of them they applied to. Called
 * after the change, when `company_live` is already false.
 */
export async function notifyApplicantsOfCompanyRemoval(tx: Database | Transaction, companyId: string) {
  await notifyApplicants(
    tx,
    and(eq(internships.companyId, companyId), eq(internships.status, "open"), isNull(internships.hiddenAt))!,
    "company",
  );
}
