import type { ApplicationStatus } from "@internpath/shared/enums";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * Test data for Manage Applications: a few hundred applications over several companies, internships
 * and students whose names tie (in case too), carry LIKE wildcards, quotes, commas, line breaks and
 * formula prefixes; created_at values tie too. Inserted in bulk, so a test file starts quickly.
 */

export const STUDENT_NAMES = [
  "Ann Lee",
  "ann lee",
  "ANN LEE",
  "Bob_Smith",
  "Bob%Smith",
  "50% Jones",
  "O'Neil",
  'Zed "Q" Quinn',
  "Comma, Name",
  "=cmd|' /C calc'!A0",
  "+plus Person",
  "-minus Person",
  "@at Person",
  "line\nbreak",
  "",
  "zoe",
  "Zoe",
  "a_b",
  "a%b",
  "x",
];

export const COMPANY_NAMES: (string | null)[] = [
  "Acme, Inc.",
  "acme, inc.",
  "100% Fun",
  "under_score",
  'O\'Brien "Q"',
  null,
];

export const INTERNSHIP_TITLES = [
  "Data Intern",
  "data intern",
  "50% Remote",
  "Intern_1",
  'Quote "It"',
  "Comma, Title",
  "=SUM(A1)",
  "Zeta",
  "alpha",
  "Data Intern",
  "-dash",
  "@mention",
  "+Plus",
  "Line\nTitle",
  "zeta",
];

/** A small deterministic generator, so a failure can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type GeneratedData = {
  companyIds: string[];
  internshipIds: string[];
  studentIds: string[];
  applicationIds: string[];
};

/** Inserts the data under `prefix` (ids and emails), `applicationCount` applications at most. */
export async function generateApplications(
  db: Database,
  { prefix, applicationCount, seed = 7 }: { prefix: string; applicationCount: number; seed?: number },
): Promise<GeneratedData> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const companyIds = COMPANY_NAMES.map((_, index) => `${prefix}-company-${index}`);
  for (const [index, id] of companyIds.entries()) {
    await db.execute(sql`insert into profiles (id, email, full_name, role, company_name)
      values (${id}, ${`${id}@example.com`}, ${`Contact ${index}`}, 'company', ${COMPANY_NAMES[index] ?? null})`);
  }
  const studentIds = Array.from({ length: 40 }, (_, index) => `${prefix}-student-${index}`);
  for (const [index, id] of studentIds.entries()) {
    await db.execute(sql`insert into profiles (id, email, full_name, role, university)
      values (${id}, ${`${id}@example.com`}, ${STUDENT_NAMES[index % STUDENT_NAMES.length]!}, 'student', 'Uni')`);
  }
  const internshipIds: string[] = [];
  for (const [index, title] of INTERNSHIP_TITLES.entries()) {
    const result = (await db.execute(sql`insert into internships
        (company_id, title, description, requirements, location, type, duration, status, is_remote, stipend)
      values (${companyIds[index % companyIds.length]!}, ${title}, 'Work', 'Skills', 'Berlin', 'full-time',
        '3 months', 'open', ${index % 2 === 0}, ${index % 3 === 0 ? "500 EUR" : null})
      returning id`)) as unknown as { rows: { id: string }[] };
    internshipIds.push(result.rows[0]!.id);
  }

  const pairs = new Set<string>();
  const rows: { student: string; internship: string; status: ApplicationStatus; minute: number }[] = [];
  for (let attempt = 0; rows.length < applicationCount && attempt < applicationCount * 10; attempt++) {
    const student = pick(studentIds);
    const internship = pick(internshipIds);
    const key = `${student}|${internship}`;
    if (pairs.has(key)) continue;
    pairs.add(key);
    // 40 distinct instants for hundreds of rows: many ties, broken by id.
    rows.push({ student, internship, status: pick(APPLICATION_STATUSES), minute: Math.floor(random() * 40) });
  }
  const applicationIds: string[] = [];
  for (const row of rows) {
    const result = (await db.execute(sql`insert into applications
        (student_id, internship_id, company_id, resume_url, status, created_at, updated_at)
      select ${row.student}, i.id, i.company_id, '/api/files/x/resumes/cv.pdf', ${row.status},
        timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(mins => ${row.minute}),
        timestamptz '2026-02-01 00:00:00+00' + make_interval(mins => ${row.minute})
      from internships i where i.id = ${row.internship}::uuid
      returning id`)) as unknown as { rows: { id: string }[] };
    applicationIds.push(result.rows[0]!.id);
  }
  return { companyIds, internshipIds, studentIds, applicationIds };
}

/** Every application with what the list shows and sorts on, read plainly (for brute-force answers). */
export type PlainRow = {
  id: string;
  status: ApplicationStatus;
  createdKey: string;
  updatedKey: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  companyId: string;
  companyName: string | null;
  internshipId: string;
  internshipTitle: string;
};

export async function readAllApplications(db: Database): Promise<PlainRow[]> {
  const result = (await db.execute(sql`select a.id, a.status,
      to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdKey",
      to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "updatedKey",
      s.id as "studentId", s.full_name as "studentName", s.email as "studentEmail",
      c.id as "companyId", c.company_name as "companyName",
      i.id as "internshipId", i.title as "internshipTitle"
    from applications a join profiles s on s.id = a.student_id join profiles c on c.id = a.company_id
      join internships i on i.id = a.internship_id`)) as unknown as { rows: PlainRow[] };
  return result.rows;
}
