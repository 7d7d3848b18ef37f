import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { newestFirst } from "../../lib/keyset-pagination.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { planOf, seqScanOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { applicationKeyColumns } from "./application-queries.ts";
import { dueDecisionProbe } from "./settle-decisions.ts";
import { selectStudentApplications } from "./student-applications.service.ts";

/**
 * What decisions add to the hot paths stays one index probe each (docs/decisions/016): the
 * student's progress dates read the history's (application_id, created_at) index per row, and the
 * "anything due?" check every list makes first reads a partial index of open decisions only, with a
 * history row per move of 40,000 applications and a settled decision for every decided one.
 */
const APPLICATIONS = 40_000;

let database: DatabaseHandle;
let studentId: string;
let companyId: string;
let applicationId: string;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await generateScaleData(database.db, { internships: 4_000, applications: APPLICATIONS, companies: 200 });
  const db = database.db;
  await db.execute(sql`
    insert into application_status_changes (application_id, changed_by, from_status, to_status, created_at)
    select id, student_id, null, 'pending', created_at from applications
    union all
    select id, company_id, 'pending', 'reviewing', created_at + interval '1 day' from applications
    where status <> 'pending'
    union all
    select id, company_id, 'reviewing', status, updated_at from applications
    where status in ('accepted', 'rejected')`);
  await db.execute(sql`
    insert into application_decisions
      (application_id, company_id, student_id, decided_by, from_status, to_status, created_at, effective_at, settled_at)
    select id, company_id, student_id, company_id, 'reviewing', status, updated_at, updated_at, updated_at
    from applications where status in ('accepted', 'rejected')`);
  // A few decisions inside their window, as at any moment.
  await db.execute(sql`
    insert into application_decisions
      (application_id, company_id, student_id, decided_by, from_status, to_status, effective_at)
    select id, company_id, student_id, company_id, 'reviewing', 'rejected', now() + interval '10 seconds'
    from applications where status = 'reviewing' limit 20`);
  await db.execute(sql`analyze`);
  const result = (await db.execute(sql`
    select student_id as "studentId", company_id as "companyId", id from applications
    group by student_id, company_id, id order by count(*) over (partition by student_id) desc limit 1`)) as unknown as {
    rows: { studentId: string; companyId: string; id: string }[];
  };
  ({ studentId, companyId, id: applicationId } = result.rows[0]!);
}, 240_000);
afterAll(() => database?.close());

describe(`decisions at ${APPLICATIONS.toLocaleString("en")} applications`, () => {
  it("reads the progress dates of a student's page in one pass through the history's index", async () => {
    const query = selectStudentApplications(database.db)
      .where(sql`${applications.studentId} = ${sql.placeholder("studentId")}`)
      .orderBy(...newestFirst(applicationKeyColumns))
      .limit(20);
    for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
      const plan = await planOf(database.db, query, { studentId }, mode);
      expect(plan).toContainEqual(
        expect.objectContaining({ "Index Name": "applications_student_created_idx" }),
      );
      // Both dates from one read of each application's history, not one read per date.
      expect(
        plan.filter((node) => node["Index Name"] === "application_status_changes_application_idx").length,
      ).toBe(1);
      expect(plan.filter(seqScanOf("application_status_changes"))).toEqual([]);
      expect(plan.filter(seqScanOf("applications"))).toEqual([]);
    }
  });

  /** The partial indexes that hold open decisions only (a handful of rows at any moment). */
  const OPEN_INDEXES = [
    "application_decisions_open_due_idx",
    "application_decisions_open_company_idx",
    "application_decisions_open_student_idx",
    "application_decisions_open_unique",
  ];

  it.each([
    ["every instance's worker", "all"],
    ["a company's reads", "company"],
    ["a student's reads", "student"],
    ["one application's change", "application"],
  ] as const)(
    "checks for due decisions for %s along a partial index of open decisions",
    async (_label, scope) => {
      const options =
        scope === "company"
          ? { companyId }
          : scope === "student"
            ? { studentId }
            : scope === "application"
              ? { applicationId }
              : {};
      const plan = await planOf(database.db, dueDecisionProbe(database.db, options), {}, "force_custom_plan");
      expect(plan.some((node) => OPEN_INDEXES.includes(node["Index Name"] ?? ""))).toBe(true);
      expect(plan.filter(seqScanOf("application_decisions"))).toEqual([]);
    },
  );
});
