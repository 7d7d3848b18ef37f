import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { type PlanMode, type PlanNode, planOf, seqScanOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { accountCountQuery, accountPageQuery } from "./account-lists.ts";
import { accountKeysetValues } from "./account-pages.ts";
import { companyList } from "./companies.service.ts";
import {
  companyApplicationsQuery,
  companyDetailQuery,
  companyInternshipsQuery,
} from "./company-profile.service.ts";
import { statsQuery } from "./stats.service.ts";
import { studentApplicationsQuery, studentList } from "./students.service.ts";

/**
 * The admin accounts' queries read indexes, never all applications: an EXPLAIN of the exact
 * statements, planned for given values and for any values (the generic plan a named statement
 * settles on), over 60,000 applications, 3,000 students and 200 companies.
 */
const APPLICATIONS = 60_000;

let database: DatabaseHandle;
let companyId: string;
let studentId: string;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await generateScaleData(database.db, { internships: 5_000, applications: APPLICATIONS, companies: 200 });
  await database.db.execute(sql`analyze`);
  const busiest = (await database.db.execute(sql`
    select (select company_id from applications group by company_id order by count(*) desc limit 1) as "companyId",
           (select student_id from applications group by student_id order by count(*) desc limit 1) as "studentId"`)) as unknown as {
    rows: { companyId: string; studentId: string }[];
  };
  companyId = busiest.rows[0]!.companyId;
  studentId = busiest.rows[0]!.studentId;
}, 240_000);
afterAll(() => database?.close());

const MODES: PlanMode[] = ["force_custom_plan", "force_generic_plan"];
const usesIndex = (name: string) => expect.objectContaining({ "Index Name": name });
const scansApplications = seqScanOf("applications");
const scansInternships = seqScanOf("internships");

function expectNoFullReads(plan: PlanNode[]) {
  expect(plan.filter(scansApplications)).toEqual([]);
  expect(plan.filter(scansInternships)).toEqual([]);
}

describe(`admin accounts at ${APPLICATIONS.toLocaleString("en")} applications`, () => {
  it("pages the students newest first along the role index, counting applications by the student's index", async () => {
    for (const direction of ["first", "after"] as const) {
      const values = {
        q: null,
        ...accountKeysetValues({ limit: 20 }),
        ...(direction === "after" && {
          cursorCreatedAt: new Date().toISOString(),
          cursorId: "scale-student-9",
        }),
      };
      for (const mode of MODES) {
        const plan = await planOf(
          database.db,
          accountPageQuery(database.db, studentList, { q: false }, direction),
          values,
          mode,
        );
        expect(plan).toContainEqual(usesIndex("profiles_role_created_idx"));
        expect(plan).toContainEqual(usesIndex("applications_student_created_idx"));
        expect(plan.filter(seqScanOf("profiles"))).toEqual([]);
        expectNoFullReads(plan);
      }
    }
  });

  it("searches students by trigram index for a rare term, and never reads all applications", async () => {
    const values = { q: escapeLike("zzqx"), ...accountKeysetValues({ limit: 20 }) };
    const plan = await planOf(
      database.db,
      accountPageQuery(database.db, studentList, { q: true }, "first"),
      values,
      "force_custom_plan",
    );
    expect(plan).toContainEqual(usesIndex("profiles_full_name_trgm_idx"));
    expect(plan).toContainEqual(usesIndex("profiles_email_trgm_idx"));
    expect(plan).toContainEqual(usesIndex("profiles_university_trgm_idx"));
    expectNoFullReads(plan);
    const count = await planOf(
      database.db,
      accountCountQuery(database.db, studentList, { q: true }),
      values,
      "force_custom_plan",
    );
    expectNoFullReads(count);
  });

  it("pages the companies with their internship counts read from the company's index", async () => {
    for (const q of [false, true]) {
      const values = { q: q ? escapeLike("a") : null, ...accountKeysetValues({ limit: 20 }) };
      for (const mode of MODES) {
        const plan = await planOf(
          database.db,
          accountPageQuery(database.db, companyList, { q }, "first"),
          values,
          mode,
        );
        expect(plan.some((node) => node["Index Name"]?.startsWith("internships_company_"))).toBe(true);
        expectNoFullReads(plan);
      }
    }
  });

  it("reads the company profile page by index: the profile, its internships, its newest applications", async () => {
    for (const mode of MODES) {
      const detail = await planOf(database.db, companyDetailQuery(database.db), { id: companyId }, mode);
      expect(detail).toContainEqual(usesIndex("profiles_pkey"));
      expect(detail).toContainEqual(usesIndex("application_counts_company_id_status_pk"));
      expectNoFullReads(detail);

      const internships = await planOf(
        database.db,
        companyInternshipsQuery(database.db),
        { companyId },
        mode,
      );
      expect(internships).toContainEqual(usesIndex("internships_company_created_idx"));
      expect(internships).toContainEqual(usesIndex("applications_internship_status_created_idx"));
      expectNoFullReads(internships);

      const applications = await planOf(
        database.db,
        companyApplicationsQuery(database.db),
        { companyId },
        mode,
      );
      expect(applications).toContainEqual(usesIndex("applications_company_created_idx"));
      expectNoFullReads(applications);
      expect(applications.map((node) => node["Node Type"])).not.toContain("Sort");
    }
  });

  it("reads a student's newest applications along the student's index", async () => {
    for (const mode of MODES) {
      const plan = await planOf(database.db, studentApplicationsQuery(database.db), { studentId }, mode);
      expect(plan).toContainEqual(usesIndex("applications_student_created_idx"));
      expectNoFullReads(plan);
    }
  });

  it("counts the dashboard's applications from application_counts, never from applications", async () => {
    const plan = await planOf(database.db, statsQuery(database.db), {}, "force_generic_plan");
    // Accounts and internships are counted whole (that is the figure); applications are not read at all.
    expect(plan.filter((node) => node["Relation Name"] === "applications")).toEqual([]);
    expect(plan.filter((node) => node["Relation Name"] === "application_counts").length).toBeGreaterThan(0);
  });
});
