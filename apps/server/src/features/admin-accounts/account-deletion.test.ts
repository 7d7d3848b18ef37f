import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { PNG_BYTES } from "../../testing/fixtures.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";
import { changeApplicationStatus } from "../applications/application-status.service.ts";
import { createApplication } from "../applications/apply.service.ts";
import { addBookmark } from "../bookmarks/bookmarks.service.ts";
import { sendMessage } from "../messages/messages.service.ts";
import { deleteAccount } from "./account-deletion.ts";

// Many accounts sign in and upload files: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedInAs("admin");
});
afterAll(() => ctx.close());

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await ctx.db.execute(query)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/** Every row, in every table, that still names the account (by id or, for mail, by address). */
async function rowsNaming(id: string, email: string) {
  return {
    profiles: await countOf(sql`select count(*)::int as count from profiles where id = ${id}`),
    sessions: await countOf(sql`select count(*)::int as count from auth_sessions where user_id = ${id}`),
    signIns: await countOf(sql`select count(*)::int as count from auth_accounts where user_id = ${id}`),
    resetLinks: await countOf(sql`select count(*)::int as count from auth_verifications where value = ${id}`),
    internships: await countOf(sql`select count(*)::int as count from internships where company_id = ${id}`),
    applications: await countOf(
      sql`select count(*)::int as count from applications where student_id = ${id} or company_id = ${id}`,
    ),
    counters: await countOf(
      sql`select count(*)::int as count from application_counts where company_id = ${id}`,
    ),
    history: await countOf(
      sql`select count(*)::int as count from application_status_changes where changed_by = ${id}`,
    ),
    bookmarks: await countOf(sql`select count(*)::int as count from bookmarks where student_id = ${id}`),
    notifications: await countOf(sql`select count(*)::int as count from notifications where user_id = ${id}`),
    messages: await countOf(
      sql`select count(*)::int as count from messages where sender_id = ${id} or recipient_id = ${id}`,
    ),
    unsentMail: await countOf(
      sql`select count(*)::int as count from mail_outbox where to_address = ${email} and sent_at is null`,
    ),
  };
}

/** Rows whose parent is gone: none may exist after any delete. */
async function orphans() {
  return countOf(sql`select (
      (select count(*) from applications a where not exists (select 1 from internships i where i.id = a.internship_id))
    + (select count(*) from applications a where not exists (select 1 from profiles p where p.id = a.student_id))
    + (select count(*) from bookmarks b where not exists (select 1 from internships i where i.id = b.internship_id))
    + (select count(*) from application_status_changes h where not exists (select 1 from applications a where a.id = h.application_id))
    + (select count(*) from notifications n where not exists (select 1 from profiles p where p.id = n.user_id))
    + (select count(*) from auth_sessions s where not exists (select 1 from profiles p where p.id = s.user_id))
    + (select count(*) from auth_verifications v where v.identifier like 'reset-password:%' and not exists (select 1 from profiles p where p.id = v.value))
    + (select count(*) from application_counts c where not exists (select 1 from profiles p where p.id = c.company_id))
    + (select count(*) from application_counts c where c.count <> (select count(*) from applications a where a.company_id = c.company_id and a.status = c.status))
  )::int as count`);
}

const ZERO = {
  profiles: 0,
  sessions: 0,
  signIns: 0,
  resetLinks: 0,
  internships: 0,
  applications: 0,
  counters: 0,
  history: 0,
  bookmarks: 0,
  notifications: 0,
  messages: 0,
  unsentMail: 0,
};

/** A company with everything that can hang off it, and students around it. */
async function busyCompany() {
  const company = await ctx.signedInAs("company");
  expect((await company.agent.upload("logo", PNG_BYTES, "logo.png")).status).toBe(201);
  const [first, second] = await Promise.all([
    postInternship(ctx.db, company.actor, { title: "First" }),
    postInternship(ctx.db, company.actor, { title: "Second" }),
  ]);
  const applicants = await Promise.all([studentWithResume(ctx), studentWithResume(ctx)]);
  const applied = [];
  for (const [index, applicant] of applicants.entries()) {
    const internship = index === 0 ? first : second;
    applied.push(await createApplication(ctx.db, applicant.actor, { internshipId: internship.id }));
    await addBookmark(ctx.db, applicant.actor, { internshipId: first.id });
  }
  await changeApplicationStatus(ctx.db, company.actor, applied[0]!.id, { status: "reviewing" });
  // Messages both ways, with an admin and an applicant.
  await sendMessage(ctx.db, company.actor, { recipientId: applicants[0]!.id, messageText: "Hello from us" });
  await sendMessage(ctx.db, applicants[0]!.actor, { recipientId: company.id, messageText: "Hello back" });
  await sendMessage(ctx.db, admin.actor, { recipientId: company.id, messageText: "Welcome" });
  return { company, applicants, internships: [first, second], applied };
}

describe("deleting a company", () => {
  it("takes its internships, their applications, history and bookmarks, its notifications and sessions; messages stay", async () => {
    const { company, applicants, applied } = await busyCompany();
    const other = await busyCompany();
    const before = await rowsNaming(company.id, company.email);
    expect(before).toMatchObject({ internships: 2, applications: 2, counters: 2, sessions: 1, messages: 3 });
    expect(before.notifications).toBeGreaterThan(0);
    const storageDir = path.join(ctx.config.dataDir, "storage", company.id);
    expect(existsSync(storageDir)).toBe(true);
    const otherRows = await rowsNaming(other.company.id, other.company.email);

    const response = await admin.agent.delete(`/api/admin/companies/${company.id}`);
    expect(response.status).toBe(204);

    expect({ ...(await rowsNaming(company.id, company.email)), messages: 0 }).toEqual(ZERO);
    expect(await orphans()).toBe(0);
    // The other side keeps its messages, the company's side null ('Unknown').
    const kept = (await ctx.db.execute(sql`
      select sender_id as "senderId", recipient_id as "recipientId", message_text as text from messages
      where message_text in ('Hello from us', 'Hello back', 'Welcome') and (sender_id is null or recipient_id is null)
      order by created_at`)) as unknown as {
      rows: { senderId: string | null; recipientId: string | null; text: string }[];
    };
    expect(kept.rows).toEqual([
      { senderId: null, recipientId: applicants[0]!.id, text: "Hello from us" },
      { senderId: applicants[0]!.id, recipientId: null, text: "Hello back" },
      { senderId: admin.id, recipientId: null, text: "Welcome" },
    ]);
    const inbox = await applicants[0]!.agent.get("/api/messages");
    expect(
      inbox.json.items.find((item: { preview: string }) => item.preview === "Hello from us").counterpart,
    ).toBeNull();
    // The students' accounts, resumes and other applications are untouched; their applications here are gone.
    for (const applicant of applicants) {
      expect(await countOf(sql`select count(*)::int as count from profiles where id = ${applicant.id}`)).toBe(
        1,
      );
      expect(existsSync(path.join(ctx.config.dataDir, "storage", applicant.id))).toBe(true);
    }
    expect(
      await countOf(
        sql`select count(*)::int as count from applications where id in (${applied[0]!.id}, ${applied[1]!.id})`,
      ),
    ).toBe(0);
    expect(await rowsNaming(other.company.id, other.company.email)).toEqual(otherRows);
    expect(existsSync(storageDir)).toBe(false);

    // Its session no longer works, and it is gone from the list and the profile.
    expect((await company.agent.get("/api/me")).status).toBe(401);
    expect((await admin.agent.get(`/api/admin/companies/${company.id}`)).status).toBe(404);
    expect((await admin.agent.delete(`/api/admin/companies/${company.id}`)).status).toBe(404);
  });

  it("answers 404 for a student's or an admin's id and deletes nothing", async () => {
    const student = await ctx.signedInAs("student");
    for (const id of [student.id, admin.id, "00000000-0000-4000-8000-000000000000", "not an id"]) {
      const response = await admin.agent.delete(`/api/admin/companies/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("Company not found");
    }
    expect((await student.agent.get("/api/me")).status).toBe(200);
    expect((await admin.agent.get("/api/me")).status).toBe(200);
  });
});

describe("deleting a student", () => {
  it("takes applications with their history, bookmarks, notifications, sessions and files; messages stay", async () => {
    const { company, applicants } = await busyCompany();
    const [gone, stays] = applicants as [SignedIn & { resumeUrl: string }, SignedIn & { resumeUrl: string }];
    expect((await gone.agent.upload("avatar", PNG_BYTES, "me.png")).status).toBe(201);
    const countersBefore = await countOf(
      sql`select coalesce(sum(count), 0)::int as count from application_counts where company_id = ${company.id}`,
    );
    // An unsent mail to the student is dropped with the account.
    await ctx.db.execute(
      sql`insert into mail_outbox (to_address, kind, data) values (${gone.email}, 'notification', '{}'::jsonb)`,
    );

    const response = await admin.agent.delete(`/api/admin/students/${gone.id}`);
    expect(response.status).toBe(204);

    expect({ ...(await rowsNaming(gone.id, gone.email)), messages: 0 }).toEqual(ZERO);
    expect(await orphans()).toBe(0);
    expect(existsSync(path.join(ctx.config.dataDir, "storage", gone.id))).toBe(false);
    expect(existsSync(path.join(ctx.config.dataDir, "storage", stays.id))).toBe(true);
    const countersAfter = await countOf(
      sql`select coalesce(sum(count), 0)::int as count from application_counts where company_id = ${company.id}`,
    );
    expect(countersAfter).toBe(countersBefore - 1);
    const companyInbox = await company.agent.get("/api/messages");
    const fromGone = companyInbox.json.items.find(
      (item: { preview: string }) => item.preview === "Hello back",
    );
    expect(fromGone.counterpart).toBeNull();
    expect((await gone.agent.get("/api/me")).status).toBe(401);
    expect((await admin.agent.get(`/api/admin/students/${gone.id}`)).status).toBe(404);
  });

  it("answers 404 for a company's id through the student endpoint", async () => {
    const company = await ctx.signedInAs("company");
    expect((await admin.agent.delete(`/api/admin/students/${company.id}`)).status).toBe(404);
    expect((await company.agent.get("/api/me")).status).toBe(200);
  });
});

describe("after the commit", () => {
  it("keeps the delete when the files cannot be removed, and logs it", async () => {
    const student = await ctx.signedInAs("student");
    const lines: { level: number; msg: string; accountId?: string }[] = [];
    const logger = createLogger({
      level: "warn",
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    const deleted = await deleteAccount(
      {
        db: ctx.db,
        storage: {
          put: async () => {},
          open: async () => null,
          remove: async () => {},
          removeAllOf: async () => {
            throw new Error("bucket unreachable");
          },
        },
        sessions: { end: async () => {} },
        logger,
        appUrl: ctx.config.appUrl,
      },
      student.id,
      "student",
    );
    expect(deleted).toBe(true);
    expect(await countOf(sql`select count(*)::int as count from profiles where id = ${student.id}`)).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "The files of a deleted account could not be removed",
        accountId: student.id,
      }),
    ]);
  });
});

describe("sessions cached by the instance that deletes", () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await createTestContext({ sessionCacheSeconds: 60 });
  });
  afterAll(() => cached.close());

  it("stop working at once, though the cache would keep them for a minute", async () => {
    const [cachedAdmin, student] = await Promise.all([
      cached.signedInAs("admin"),
      cached.signedInAs("student"),
    ]);
    const folder = path.join(cached.config.dataDir, "storage", student.id, "uploads");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "left-behind.png"), PNG_BYTES);
    expect((await student.agent.get("/api/me")).status).toBe(200);
    expect((await cachedAdmin.agent.delete(`/api/admin/students/${student.id}`)).status).toBe(204);
    expect((await student.agent.get("/api/me")).status).toBe(401);
    expect(existsSync(path.join(cached.config.dataDir, "storage", student.id))).toBe(false);
  });
});
