import type { InternshipInput } from "@internpath/shared/internship-schemas";
import { sql } from "drizzle-orm";
import type { Actor } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { createInternship } from "../features/internships/manage-internships.service.ts";
import { pdfBytes } from "./fixtures.ts";
import type { TestContext } from "./test-app.ts";

/** A valid internship form; override what the test is about. */
export function internshipInput(overrides: Partial<InternshipInput> = {}): InternshipInput {
  return {
    title: "Software Intern",
    location: "Berlin",
    duration: "3 months",
    description: "Build things with the team",
    requirements: "Curiosity",
    skills: ["TypeScript"],
    type: "full-time",
    isRemote: false,
    status: "open",
    ...overrides,
  };
}

/** An internship posted straight through the service (as the company). */
export function postInternship(db: Database, company: Actor, overrides: Partial<InternshipInput> = {}) {
  return createInternship(db, company, internshipInput(overrides));
}

/** A signed-in student who has uploaded a resume, so they can apply. */
export async function studentWithResume(
  ctx: TestContext,
  fields: { email?: string; fullName?: string } = {},
) {
  const student = await ctx.signedInAs("student", fields);
  const upload = await student.agent.upload("resume", pdfBytes(), "cv.pdf");
  if (upload.status !== 201) throw new Error(`resume upload failed: ${upload.status} ${upload.text}`);
  return { ...student, resumeUrl: upload.json.url as string };
}

/** Sets a row's created_at, to build ties and a known order. */
export async function setCreatedAt(
  db: Database,
  table: "internships" | "applications" | "bookmarks",
  id: string,
  at: string,
) {
  await db.execute(
    sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}::uuid`,
  );
}
