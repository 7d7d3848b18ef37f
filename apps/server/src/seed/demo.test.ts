import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { APPLICATION_STATUSES, INTERNSHIP_STATUSES } from "@internpath/shared/enums";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth.ts";
import { applications, bookmarks, internships, messages, notifications } from "../db/schema/marketplace.ts";
import { createLocalDiskStorage } from "../storage/storage.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { seedDemoData } from "./demo.ts";
import { DEMO_PASSWORD, demoAdmin, demoStudents } from "./demo-content.ts";

let ctx: TestContext;
let signIns: string[];
const storageRoot = mkdtempSync(path.join(tmpdir(), "internpath-seed-"));

beforeAll(async () => {
  ctx = await createTestContext();
  signIns = await seedDemoData(ctx.db, ctx.auth, createLocalDiskStorage(storageRoot));
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageRoot, { recursive: true, force: true });
});

const countRows = async (table: PgTable) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

describe("demo data", () => {
  it("creates an admin, three companies and six students, and lists their sign-ins", async () => {
    const rows = await ctx.db
      .select({ role: profiles.role, n: count() })
      .from(profiles)
      .groupBy(profiles.role);
    expect(Object.fromEntries(rows.map((row) => [row.role, row.n]))).toEqual({
      admin: 1,
      company: 4,
      student: 6,
    });
    expect(signIns).toHaveLength(11);
    expect(signIns[0]).toContain(demoAdmin.email);
  });

  it("gives some students a resume that exists in storage", async () => {
    const withResume = await ctx.db
      .select({ url: profiles.resumeUrl })
      .from(profiles)
      .where(sql`${profiles.resumeUrl} is not null`);
    expect(withResume).toHaveLength(demoStudents.filter((student) => student.hasResume).length);
    const storage = createLocalDiskStorage(storageRoot);
    const key = withResume[0]!.url!.replace("/api/files/", "");
    expect(await storage.open(key)).not.toBeNull();
  });

  it("has internships in every status and applications in every status", async () => {
    const internshipStatuses = await ctx.db.selectDistinct({ status: internships.status }).from(internships);
    expect(internshipStatuses.map((row) => row.status).sort()).toEqual([...INTERNSHIP_STATUSES].sort());
    const applicationStatuses = await ctx.db
      .selectDistinct({ status: applications.status })
      .from(applications);
    expect(applicationStatuses.map((row) => row.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it("has bookmarks, messages and notifications", async () => {
    expect(await countRows(bookmarks)).toBeGreaterThan(0);
    expect(await countRows(messages)).toBeGreaterThan(0);
    expect(await countRows(notifications)).toBeGreaterThan(0);
  });

  it("has approval on, verified demo companies, one waiting with an opened internship, a report and audit entries", async () => {
    const admin = await ctx.agent();
    await admin.post("/api/auth/sign-in/email", { email: demoAdmin.email, password: DEMO_PASSWORD });
    expect((await admin.get("/api/admin/settings")).json.settings).toEqual({ requireEmployerApproval: true });
    const queue = (await admin.get("/api/admin/approvals")).json.items;
    expect(queue.map((item: { companyName: string }) => item.companyName)).toEqual(["Orbit Robotics"]);
    expect(queue[0].openInternships).toHaveLength(1);
    const verified = await ctx.db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.role} = 'company' and ${profiles.verification} = 'verified'`);
    expect(verified[0]!.n).toBe(3);
    // Students do not see the waiting company's internship.
    const browse = (await ctx.agent().get("/api/internships?q=robotics")).json.items;
    expect(browse).toEqual([]);
    const reports = (await admin.get("/api/admin/reports")).json.items;
    expect(reports).toHaveLength(1);
    const audit = (await admin.get("/api/admin/audit")).json.items;
    expect(audit.map((entry: { action: string }) => entry.action).sort()).toEqual([
      "company.approve",
      "company.approve",
      "company.approve",
      "settings.update",
    ]);
  });

  it("lets the demo accounts sign in", async () => {
    const response = await ctx
      .agent()
      .post("/api/auth/sign-in/email", { email: demoAdmin.email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(
      (
        await ctx
          .agent()
          .post("/api/auth/sign-in/email", { email: demoStudents[0].email, password: DEMO_PASSWORD })
      ).status,
    ).toBe(200);
  });

  it("does nothing on a database that already has accounts", async () => {
    expect(await seedDemoData(ctx.db, ctx.auth, createLocalDiskStorage(storageRoot))).toEqual([]);
    expect(await countRows(profiles)).toBe(11);
  });
});
