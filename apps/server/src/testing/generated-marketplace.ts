import { APPLICATION_STATUSES, INTERNSHIP_STATUSES } from "@internpath/shared/enums";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/auth.ts";
import { applications, internships } from "../db/schema/marketplace.ts";

/**
 * A small marketplace with awkward text, for tests that compare the admin list and the analytics with
 * a brute-force count: names and titles with LIKE wildcards (%, _), quotes, commas and spreadsheet
 * formula prefixes; several internships created in the same millisecond; applications on both sides
 * of UTC midnight. Deterministic for a seed.
 */

export const ODD_COMPANY_NAMES = [
  "Acme, Inc.",
  "100% Fun_Co",
  `O'Brien "Labs"`,
  "=HYPERLINK(1)",
  "+Plus Corp",
  "@Handle Ltd",
  "-Minus Works",
  null,
] as const;

const TITLES = [
  "Data_Analyst Intern",
  "100% Remote Developer",
  "O'Reilly Research Intern",
  `The "Best" Design Intern`,
  "Sales, Marketing Intern",
  "=cmd Intern",
  "Backend Engineer",
  "Frontend Engineer",
  "data analyst",
  "Marketing_Intern",
];
const LOCATIONS = ["Berlin", "berlin_mitte", "Remote 100%", "New York, NY", "O'Hare", "Lisbon"];

/** A small deterministic PRNG (mulberry32), so a failing run can be replayed. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

export type GeneratedMarketplace = {
  companyIds: string[];
  studentIds: string[];
  internshipIds: string[];
};

export type GenerateOptions = {
  seed?: number;
  internships?: number;
  students?: number;
  applications?: number;
  /** The UTC day the applications end on (they spread over the 40 days before it). */
  lastDay?: string;
  /** Distinguishes the accounts of two generations in one database. */
  prefix?: string;
};

/** Inserts the marketplace in a few multi-row statements (the counters' triggers see whole batches). */
export async function generateMarketplace(
  db: Database,
  {
    seed = 1,
    internships: internshipCount = 240,
    students: studentCount = 30,
    applications: applicationCount = 600,
    lastDay = "2026-06-30",
    prefix = "gen",
  }: GenerateOptions = {},
): Promise<GeneratedMarketplace> {
  const random = randomFrom(seed);
  const companyRows = ODD_COMPANY_NAMES.map((name, index) => ({
    id: `${prefix}-company-${index}`,
    email: `${prefix}-company-${index}@generated.internpath.test`,
    fullName: `Recruiter ${index}`,
    role: "company" as const,
    companyName: name,
  }));
  const studentRows = Array.from({ length: studentCount }, (_, index) => ({
    id: `${prefix}-student-${index}`,
    email: `${prefix}-student-${index}@generated.internpath.test`,
    fullName: `Student ${index}`,
    role: "student" as const,
    university: "Generated University",
  }));
  await db.insert(profiles).values([...companyRows, ...studentRows]);

  // Every third internship shares its millisecond with the one before: the list breaks ties by id.
  const start = Date.parse("2026-01-01T00:00:00.000Z");
  const internshipRows = Array.from({ length: internshipCount }, (_, index) => ({
    companyId: random.pick(companyRows).id,
    title: `${random.pick(TITLES)} ${index % 7 === 0 ? "(Summer)" : ""}`.trim(),
    description: "Generated",
    requirements: "Generated",
    location: random.pick(LOCATIONS),
    isRemote: random.next() < 0.3,
    type: random.next() < 0.5 ? ("full-time" as const) : ("part-time" as const),
    duration: "3 months",
    skills: ["SQL"],
    status: random.pick(INTERNSHIP_STATUSES),
    createdAt: new Date(start + (index - (index % 3 === 2 ? 1 : 0)) * 60_000),
  }));
  const inserted = await db.insert(internships).values(internshipRows).returning({
    id: internships.id,
    companyId: internships.companyId,
  });

  const lastMidnight = Date.parse(`${lastDay}T00:00:00.000Z`);
  const pairs = new Set<string>();
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  while (applicationRows.length < applicationCount && pairs.size < studentCount * inserted.length) {
    const student = random.pick(studentRows);
    const internship = random.pick(inserted);
    const key = `${student.id}|${internship.id}`;
    if (pairs.has(key)) continue;
    pairs.add(key);
    const daysBack = random.int(40);
    // A few applications sit a millisecond either side of midnight, to pin the UTC day they count on.
    const edge = random.next();
    const offset =
      edge < 0.1 ? -1 : edge < 0.2 ? 0 : edge < 0.25 ? 24 * 3600_000 - 1 : random.int(24 * 3600_000);
    applicationRows.push({
      studentId: student.id,
      internshipId: internship.id,
      companyId: internship.companyId,
      resumeUrl: `/api/files/${student.id}/resumes/generated.pdf`,
      status: random.pick(APPLICATION_STATUSES),
      createdAt: new Date(lastMidnight - daysBack * 24 * 3600_000 + offset),
    });
  }
  for (let index = 0; index < applicationRows.length; index += 150) {
    await db.insert(applications).values(applicationRows.slice(index, index + 150));
  }
  return {
    companyIds: companyRows.map((row) => row.id),
    studentIds: studentRows.map((row) => row.id),
    internshipIds: inserted.map((row) => row.id),
  };
}

type Rows<T> = { rows: T[] };

export type RawApplication = {
  id: string;
  internshipId: string;
  companyId: string;
  status: string;
  day: string;
};
export type RawInternship = {
  id: string;
  title: string;
  location: string;
  companyId: string;
  companyName: string | null;
  status: string;
  isRemote: boolean;
  hidden: boolean;
  createdAt: string;
};

/** Every application and internship as stored, for the brute-force side of a comparison. */
export async function readEverything(db: Database) {
  const applicationRows = (await db.execute(sql`
    select id::text as id, internship_id::text as "internshipId", company_id as "companyId", status,
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
    from applications`)) as unknown as Rows<RawApplication>;
  const internshipRows = (await db.execute(sql`
    select i.id::text as id, i.title, i.location, i.company_id as "companyId", p.company_name as "companyName",
           i.status, i.is_remote as "isRemote", i.hidden_at is not null as hidden,
           to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"
    from internships i join profiles p on p.id = i.company_id`)) as unknown as Rows<RawInternship>;
  return { applications: applicationRows.rows, internships: internshipRows.rows };
}
