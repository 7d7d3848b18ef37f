import { makeTextPdf } from "@internpath/shared/pdf";
import { inArray, sql } from "drizzle-orm";
import type { Auth } from "../auth/auth.ts";
import type { Actor } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/auth.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import { applicationStatusChanges, applications, internships } from "../db/schema/marketplace.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { decideCompany } from "../features/admin-trust/approvals.service.ts";
import { reportInternship } from "../features/admin-trust/reports.service.ts";
import { updateTrustSettings } from "../features/admin-trust/settings.service.ts";
import { changeApplicationStatus } from "../features/applications/application-status.service.ts";
import { createApplication } from "../features/applications/apply.service.ts";
import { settleDueDecisions } from "../features/applications/settle-decisions.ts";
import { withdrawApplication } from "../features/applications/withdraw.service.ts";
import { addBookmark } from "../features/bookmarks/bookmarks.service.ts";
import { createInternship, setInternshipStatus } from "../features/internships/manage-internships.service.ts";
import { sendMessage } from "../features/messages/messages.service.ts";
import { refreshResponsiveness } from "../jobs/follow-through-jobs.ts";
import { fileUrl, makeStorageKey, type Storage } from "../storage/storage.ts";
import {
  DEMO_PASSWORD,
  demoAdmin,
  demoApplications,
  demoCompanies,
  demoInternships,
  demoPendingCompany,
  demoStudents,
} from "./demo-content.ts";

function isoDateInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type DemoCompany = {
  email: string;
  fullName: string;
  companyName: string;
  profile: (typeof demoCompanies)[number]["profile"] | (typeof demoPendingCompany)["profile"];
};

/** A demo company's verified account. */
async function createDemoCompany(db: Database, auth: Auth, company: DemoCompany): Promise<Actor> {
  const created = await createVerifiedAccount(db, auth, {
    email: company.email,
    password: DEMO_PASSWORD,
    fullName: company.fullName,
    role: "company",
    companyName: company.companyName,
    profile: { ...company.profile },
  });
  return { id: created.id, email: created.email, role: "company" };
}

/**
 * The admin. Employer approval is on in the demo (docs/product.md, "Verified employers"): the admin turns
 * it on, and approves the demo companies, all recorded in the audit log.
 */
async function seedAdmin(db: Database, auth: Auth): Promise<Actor> {
  const admin = await createVerifiedAccount(db, auth, {
    ...demoAdmin,
    password: DEMO_PASSWORD,
    role: "admin",
  });
  const adminActor: Actor = { id: admin.id, email: admin.email, role: "admin" };
  await updateTrustSettings(db, adminActor, { requireEmployerApproval: true });
  return adminActor;
}

/** The demo companies, each approved by the admin. */
async function seedCompanies(db: Database, auth: Auth, admin: Actor): Promise<Actor[]> {
  const companies: Actor[] = [];
  for (const company of demoCompanies) {
    const created = await createDemoCompany(db, auth, company);
    companies.push(created);
    await decideCompany(db, admin, created.id, "approve", null);
  }
  return companies;
}

/** The demo students, with a resume stored for those who have one. */
async function seedStudents(db: Database, auth: Auth, storage: Storage): Promise<Actor[]> {
  const students: Actor[] = [];
  for (const student of demoStudents) {
    const created = await createVerifiedAccount(db, auth, {
      email: student.email,
      password: DEMO_PASSWORD,
      fullName: student.fullName,
      role: "student",
      university: student.university,
      profile: {
        degree: student.degree,
        graduationYear: student.graduationYear,
        skills: [...student.skills],
      },
    });
    if (student.hasResume) {
      const key = makeStorageKey(created.id, "resumes", "pdf");
      await storage.put(
        key,
        makeTextPdf([
          student.fullName,
          student.university,
          student.degree,
          `Skills: ${student.skills.join(", ")}`,
        ]),
      );
      await db.execute(sql`update profiles set resume_url = ${fileUrl(key)} where id = ${created.id}`);
    }
    students.push({ id: created.id, email: created.email, role: "student" });
  }
  return students;
}

/** The demo internships, all open so students can apply; `finishInternships` sets their final status. */
async function seedInternships(db: Database, companies: Actor[]): Promise<string[]> {
  const internshipIds: string[] = [];
  for (const { company, deadlineInDays, status: _finalStatus, ...fields } of demoInternships) {
    const created = await createInternship(db, companies[company]!, {
      ...fields,
      status: "open",
      deadline: deadlineInDays === null ? null : isoDateInDays(Math.max(deadlineInDays, 1)),
    });
    internshipIds.push(created.id);
  }
  return internshipIds;
}

/** The demo applications, each moved by its company through reviewing to its final status. */
async function seedApplications(
  db: Database,
  companies: Actor[],
  students: Actor[],
  internshipIds: string[],
): Promise<void> {
  for (const application of demoApplications) {
    const student = students[application.student]!;
    const internship = demoInternships[application.internship]!;
    const created = await createApplication(db, student, {
      internshipId: internshipIds[application.internship],
      coverLetter: application.coverLetter,
    });
    const company = companies[internship.company]!;
    const path: ("reviewing" | "accepted" | "rejected")[] =
      application.status === "pending"
        ? []
        : application.status === "reviewing"
          ? ["reviewing"]
          : ["reviewing", application.status];
    for (const status of path) await changeApplicationStatus(db, company, created.id, { status });
  }
  // Accepting and rejecting wait out their undo window; the demo's decisions were made long ago.
  await settleDueDecisions(db, { asOf: new Date(Date.now() + 3600_000) });
}

/** Each internship's final status, and the past deadlines (which no company could have set). */
async function finishInternships(db: Database, companies: Actor[], internshipIds: string[]): Promise<void> {
  for (const [index, internship] of demoInternships.entries()) {
    if (internship.status !== "open") {
      await setInternshipStatus(db, companies[internship.company]!, internshipIds[index]!, {
        status: internship.status,
      });
    }
    if (internship.deadlineInDays !== null && internship.deadlineInDays < 0) {
      await db.execute(
        sql`update internships set deadline = ${isoDateInDays(internship.deadlineInDays)} where id = ${internshipIds[index]}`,
      );
    }
  }
}

/** Orbit Robotics signed up while approval was on and opened an internship: it waits for review. */
async function seedPendingCompany(db: Database, auth: Auth): Promise<void> {
  const pending = await createDemoCompany(db, auth, demoPendingCompany);
  await createInternship(db, pending, {
    ...demoPendingCompany.internship,
    skills: [...demoPendingCompany.internship.skills],
    deadline: isoDateInDays(40),
  });
}

/** A report waiting in the admins' moderation queue, a few bookmarks and messages. */
async function seedActivity(
  db: Database,
  admin: Actor,
  companies: Actor[],
  students: Actor[],
  internshipIds: string[],
): Promise<void> {
  // A student reported a posting; it waits in the admins' moderation queue.
  await reportInternship(db, students[1]!, internshipIds[4]!, {
    reason: "unpaid",
    details: "The posting says paid, but the recruiter told me the first two months are unpaid.",
  });

  await addBookmark(db, students[0]!, { internshipId: internshipIds[6] });
  await addBookmark(db, students[0]!, { internshipId: internshipIds[7] });
  await addBookmark(db, students[4]!, { internshipId: internshipIds[7] });

  await sendMessage(db, companies[0]!, {
    recipientId: students[0]!.id,
    subject: "Your application for Frontend Engineering Intern",
    messageText:
      "Hi Maya,\n\nThanks for applying! Could you share a link to one of your React projects?\n\nNora",
  });
  await sendMessage(db, students[0]!, {
    recipientId: companies[0]!.id,
    subject: "Re: Your application for Frontend Engineering Intern",
    messageText: "Hi Nora,\n\nSure, here it is: https://example.com/maya/portfolio\n\nMaya",
  });
  await sendMessage(db, admin, {
    recipientId: companies[1]!.id,
    subject: "Welcome to InternPath",
    messageText: "Welcome! Let us know if you need help publishing your internships.",
  });
  await sendMessage(db, students[4]!, {
    recipientId: admin.id,
    subject: "Question about resumes",
    messageText: "Hello, which file types can I upload as my resume?",
  });
}

/** The sign-in lines printed after seeding. */
function demoSignIns(): string[] {
  return [
    `admin    ${demoAdmin.email} / ${DEMO_PASSWORD}`,
    ...demoCompanies.map(
      (company) => `company  ${company.email} / ${DEMO_PASSWORD}  (${company.companyName})`,
    ),
    `company  ${demoPendingCompany.email} / ${DEMO_PASSWORD}  (${demoPendingCompany.companyName}, waiting for approval)`,
    ...demoStudents.map(
      (student) =>
        `student  ${student.email} / ${DEMO_PASSWORD}  (${student.fullName}${student.hasResume ? ", has a resume" : ""})`,
    ),
  ];
}

/**
 * Fills an empty database with demo accounts and data, through the same
 * services the API uses. Returns the sign-in lines to print; does nothing
 * (and returns []) when any profile exists.
 */
export async function seedDemoData(db: Database, auth: Auth, storage: Storage): Promise<string[]> {
  const existing = (await db.execute(sql`select exists (select 1 from profiles) as found`)) as unknown as {
    rows: { found: boolean }[];
  };
  if (existing.rows[0]?.found) return [];

  const admin = await seedAdmin(db, auth);
  const companies = await seedCompanies(db, auth, admin);
  const students = await seedStudents(db, auth, storage);
  const internshipIds = await seedInternships(db, companies);
  await seedApplications(db, companies, students, internshipIds);
  await finishInternships(db, companies, internshipIds);
  await seedPendingCompany(db, auth);
  await seedActivity(db, admin, companies, students, internshipIds);
  await seedFollowThrough(db, companies, students);

  // The demo's story happened before anyone was there to read mail about it.
  await db.delete(mailOutbox);
  return demoSignIns();
}

/** The demo accounts in the database: they were made with a password printed in the README and the log. */
export async function findDemoAccountEmails(db: Database): Promise<string[]> {
  const emails = [demoAdmin, ...demoCompanies, demoPendingCompany, ...demoStudents].map(({ email }) => email);
  const rows = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.email, emails))
    .orderBy(profiles.email);
  return rows.map(({ email }) => email);
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type Cohort = { company: number; title: string; answerDays: number[] };

/**
 * docs/product.md, "Following through": a past cohort for Nimbus Labs and GreenLeaf Energy (a closed
 * internship whose applications were answered within days), so their response figures show; Atlas
 * Finance stays below the minimum sample. One student withdraws a pending application.
 */
async function seedFollowThrough(db: Database, companies: Actor[], students: Actor[]) {
  const withResume = students.filter((_, index) => demoStudents[index]?.hasResume);
  const cohorts: Cohort[] = [
    { company: 0, title: "Spring Cohort Engineering Intern", answerDays: [1, 2, 2, 3] },
    { company: 1, title: "Field Research Intern (Spring)", answerDays: [2, 4, 5, 9] },
  ];
  for (const cohort of cohorts) await seedCohort(db, companies[cohort.company]!, cohort, withResume);

  // Student 3 withdraws a pending application: the demo shows the status and its history.
  const pending = (await db.execute(
    sql`select id from applications where student_id = ${students[3]!.id} and status = 'pending' order by created_at limit 1`,
  )) as unknown as { rows: { id: string }[] };
  if (pending.rows[0]) await withdrawApplication(db, students[3]!, pending.rows[0].id);

  await db.transaction((tx) => refreshResponsiveness(tx, new Date()));
}

/**
 * A closed internship of four months ago, and an application from each of these students, answered
 * after the cohort's days: the first accepted, the others rejected.
 */
async function seedCohort(db: Database, company: Actor, cohort: Cohort, students: Actor[]) {
  const created = await createInternship(db, company, {
    title: cohort.title,
    description: "Our spring cohort: a small team shipping real work with a mentor, now finished.",
    requirements: "Curiosity and care.",
    location: "Remote",
    isRemote: true,
    type: "full-time",
    duration: "3 months",
    skills: ["Teamwork"],
    status: "closed",
  });
  await db
    .update(internships)
    .set({ createdAt: daysAgo(120), closedAt: daysAgo(80) })
    .where(sql`${internships.id} = ${created.id}`);
  for (const [index, student] of students.entries()) {
    const appliedAt = daysAgo(110 - index * 3);
    const answered = new Date(
      appliedAt.getTime() + cohort.answerDays[index % cohort.answerDays.length]! * DAY_MS,
    );
    await insertAnsweredApplication(db, {
      student,
      company,
      internshipId: created.id,
      finalStatus: index === 0 ? "accepted" : "rejected",
      appliedAt,
      answered,
      decided: new Date(answered.getTime() + 5 * DAY_MS),
    });
  }
}

/** An application written as it happened, with its history: sent, reviewed, then decided. */
async function insertAnsweredApplication(
  db: Database,
  story: {
    student: Actor;
    company: Actor;
    internshipId: string;
    finalStatus: "accepted" | "rejected";
    appliedAt: Date;
    answered: Date;
    decided: Date;
  },
) {
  const { student, company, finalStatus, appliedAt, answered, decided } = story;
  const resume = (await db.execute(
    sql`select resume_url from profiles where id = ${student.id}`,
  )) as unknown as {
    rows: { resume_url: string }[];
  };
  const [application] = await db
    .insert(applications)
    .values({
      studentId: student.id,
      internshipId: story.internshipId,
      companyId: company.id,
      resumeUrl: resume.rows[0]!.resume_url,
      status: finalStatus,
      createdAt: appliedAt,
      updatedAt: decided,
    })
    .returning({ id: applications.id });
  const applicationId = application!.id;
  await db.insert(applicationStatusChanges).values([
    { applicationId, changedBy: student.id, fromStatus: null, toStatus: "pending", createdAt: appliedAt },
    {
      applicationId,
      changedBy: company.id,
      fromStatus: "pending",
      toStatus: "reviewing",
      createdAt: answered,
    },
    {
      applicationId,
      changedBy: company.id,
      fromStatus: "reviewing",
      toStatus: finalStatus,
      createdAt: decided,
    },
  ]);
}
