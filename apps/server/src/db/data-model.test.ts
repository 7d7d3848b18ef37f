import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresErrorCode } from "../lib/db-errors.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { profiles } from "./schema/auth.ts";
import {
  applicationCounts,
  applications,
  bookmarks,
  internships,
  messages,
  notifications,
} from "./schema/marketplace.ts";

let ctx: TestContext;
let companyId: string;
let studentId: string;
let internshipId: string;

const internshipRow = (): typeof internships.$inferInsert => ({
  companyId,
  title: "Data Intern",
  description: "Work with data",
  requirements: "SQL",
  location: "Remote",
  type: "full-time",
  duration: "3 months",
  skills: ["SQL", "Python"],
  status: "open",
});

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.signedInAs("company")).id;
  studentId = (await ctx.signedInAs("student")).id;
  internshipId = (await ctx.db.insert(internships).values(internshipRow()).returning())[0]!.id;
});
afterAll(() => ctx.close());

async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return postgresErrorCode(error);
  }
  return "no error";
}

describe("database constraints", () => {
  it.each([
    [
      // A raw SQL value gets past the column types, as a bad write from outside the app would.
      "an unknown role",
      () => ctx.db.update(profiles).set({ role: sql`'owner'` }).where(eq(profiles.id, studentId)),
    ],
    [
      "an unknown internship type",
      () => ctx.db.insert(internships).values({ ...internshipRow(), type: sql`'contract'` }),
    ],
    [
      "an unknown internship status",
      () => ctx.db.insert(internships).values({ ...internshipRow(), status: sql`'archived'` }),
    ],
    [
      "an unknown application status",
      () =>
        ctx.db
          .insert(applications)
          .values({ studentId, internshipId, companyId, resumeUrl: "/r.pdf", status: sql`'hired'` }),
    ],
    [
      "an unknown notification type",
      () => ctx.db.insert(notifications).values({ userId: studentId, title: "t", type: sql`'sms'` }),
    ],
    [
      "a graduation year of 12",
      () => ctx.db.update(profiles).set({ graduationYear: 12 }).where(eq(profiles.id, studentId)),
    ],
  ])("refuses %s with a CHECK violation", async (_label, run) => {
    expect(await sqlState(run)).toBe("23514");
  });

  it("refuses an internship without a title (NOT NULL)", async () => {
    expect(
      await sqlState(() =>
        ctx.db.execute(
          sql`insert into internships (company_id, description, requirements, location, type, duration) values (${companyId}, 'd', 'r', 'l', 'full-time', '1m')`,
        ),
      ),
    ).toBe("23502");
  });

  it("allows one application and one bookmark per student and internship", async () => {
    await ctx.db.insert(applications).values({ studentId, internshipId, companyId, resumeUrl: "/r.pdf" });
    expect(
      await sqlState(() =>
        ctx.db.insert(applications).values({ studentId, internshipId, companyId, resumeUrl: "/r.pdf" }),
      ),
    ).toBe("23505");
    await ctx.db.insert(bookmarks).values({ studentId, internshipId });
    expect(await sqlState(() => ctx.db.insert(bookmarks).values({ studentId, internshipId }))).toBe("23505");
  });

  it("keeps an application's company equal to its internship's, even when the internship moves", async () => {
    const student = await ctx.signedInAs("student");
    const other = await ctx.signedInAs("company");
    expect(
      await sqlState(() =>
        ctx.db
          .insert(applications)
          .values({ studentId: student.id, internshipId, companyId: other.id, resumeUrl: "/r.pdf" }),
      ),
    ).toBe("23503");
    const [moved] = await ctx.db
      .insert(internships)
      .values({ ...internshipRow(), companyId: other.id })
      .returning();
    await ctx.db
      .insert(applications)
      .values({ studentId: student.id, internshipId: moved!.id, companyId: other.id, resumeUrl: "/r.pdf" });
    await ctx.db.update(internships).set({ companyId }).where(eq(internships.id, moved!.id));
    const [application] = await ctx.db
      .select({ companyId: applications.companyId })
      .from(applications)
      .where(eq(applications.internshipId, moved!.id));
    expect(application?.companyId).toBe(companyId);
  });

  it("refuses rows pointing at missing profiles or internships", async () => {
    expect(
      await sqlState(() => ctx.db.insert(internships).values({ ...internshipRow(), companyId: "missing" })),
    ).toBe("23503");
    expect(
      await sqlState(() =>
        ctx.db.insert(bookmarks).values({ studentId, internshipId: "00000000-0000-4000-8000-000000000000" }),
      ),
    ).toBe("23503");
  });

  it("keeps the search text in step with title, description and skills", async () => {
    const [row] = await ctx.db
      .insert(internships)
      .values({ ...internshipRow(), title: "Rust Systems Intern", skills: ["Tokio"] })
      .returning();
    expect(row!.searchText).toContain("rust systems intern");
    expect(row!.searchText).toContain("tokio");
  });
});

describe("application counts", () => {
  async function countsDisagreeing() {
    const result = (await ctx.db.execute(sql`
      with counted as (
        select company_id, status, count(*)::int as total from applications group by company_id, status
      ), kept as (
        select company_id, status, count as total from application_counts where count <> 0
      )
      select * from (table counted except table kept) as missing
      union all
      select * from (table kept except table counted) as extra`)) as unknown as { rows: unknown[] };
    return result.rows;
  }

  it("stay equal to the applications through inserts, status changes, moves and cascading deletes", async () => {
    const owner = await ctx.signedInAs("company");
    const [first, second] = await ctx.db
      .insert(internships)
      .values([
        { ...internshipRow(), companyId: owner.id },
        { ...internshipRow(), companyId: owner.id },
      ])
      .returning();
    const students = await Promise.all([1, 2, 3].map(() => ctx.signedInAs("student")));
    await ctx.db.insert(applications).values(
      students.flatMap((student) =>
        [first!, second!].map((internship) => ({
          studentId: student.id,
          internshipId: internship.id,
          companyId: owner.id,
          resumeUrl: "/r.pdf",
        })),
      ),
    );
    expect(await countsDisagreeing()).toEqual([]);
    const [pending] = await ctx.db
      .select({ count: applicationCounts.count })
      .from(applicationCounts)
      .where(and(eq(applicationCounts.companyId, owner.id), eq(applicationCounts.status, "pending")));
    expect(pending?.count).toBe(6);

    await ctx.db
      .update(applications)
      .set({ status: "reviewing" })
      .where(eq(applications.internshipId, first!.id));
    expect(await countsDisagreeing()).toEqual([]);

    const other = await ctx.signedInAs("company");
    await ctx.db.update(internships).set({ companyId: other.id }).where(eq(internships.id, second!.id));
    expect(await countsDisagreeing()).toEqual([]);

    await ctx.db.delete(profiles).where(eq(profiles.id, students[0]!.id));
    expect(await countsDisagreeing()).toEqual([]);
    await ctx.db.delete(internships).where(eq(internships.id, first!.id));
    expect(await countsDisagreeing()).toEqual([]);
    await ctx.db.delete(profiles).where(eq(profiles.id, other.id));
    expect(await countsDisagreeing()).toEqual([]);
  });

  it("undo their change when the statement that wrote the applications rolls back", async () => {
    const owner = await ctx.signedInAs("company");
    const student = await ctx.signedInAs("student");
    const [internship] = await ctx.db
      .insert(internships)
      .values({ ...internshipRow(), companyId: owner.id })
      .returning();
    await ctx.db
      .transaction(async (tx) => {
        await tx.insert(applications).values({
          studentId: student.id,
          internshipId: internship!.id,
          companyId: owner.id,
          resumeUrl: "/r.pdf",
        });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await countsDisagreeing()).toEqual([]);
    expect(
      await ctx.db.select().from(applicationCounts).where(eq(applicationCounts.companyId, owner.id)),
    ).toEqual([]);
  });
});

describe("delete behaviour (docs/product.md, Deleting)", () => {
  it("deleting a company removes its internships and their applications and bookmarks; messages stay with 'Unknown' sender", async () => {
    const company = await ctx.signedInAs("company");
    const student = await ctx.signedInAs("student");
    const [internship] = await ctx.db
      .insert(internships)
      .values({ ...internshipRow(), companyId: company.id })
      .returning();
    await ctx.db.insert(applications).values({
      studentId: student.id,
      internshipId: internship!.id,
      companyId: company.id,
      resumeUrl: "/r.pdf",
    });
    await ctx.db.insert(bookmarks).values({ studentId: student.id, internshipId: internship!.id });
    const [message] = await ctx.db
      .insert(messages)
      .values({ senderId: company.id, recipientId: student.id, messageText: "Hello" })
      .returning();

    await ctx.db.delete(profiles).where(eq(profiles.id, company.id));

    expect(await ctx.db.select().from(internships).where(eq(internships.companyId, company.id))).toHaveLength(
      0,
    );
    expect(
      await ctx.db.select().from(applications).where(eq(applications.internshipId, internship!.id)),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(bookmarks).where(eq(bookmarks.internshipId, internship!.id)),
    ).toHaveLength(0);
    const [kept] = await ctx.db.select().from(messages).where(eq(messages.id, message!.id));
    expect(kept).toMatchObject({ senderId: null, recipientId: student.id, messageText: "Hello" });
  });

  it("deleting a student removes their applications and bookmarks and keeps messages they received", async () => {
    const student = await ctx.signedInAs("student");
    await ctx.db
      .insert(applications)
      .values({ studentId: student.id, internshipId, companyId, resumeUrl: "/r.pdf" });
    await ctx.db.insert(bookmarks).values({ studentId: student.id, internshipId });
    const [message] = await ctx.db
      .insert(messages)
      .values({ senderId: companyId, recipientId: student.id, messageText: "Hi" })
      .returning();

    await ctx.db.delete(profiles).where(eq(profiles.id, student.id));

    expect(
      await ctx.db.select().from(applications).where(eq(applications.studentId, student.id)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.studentId, student.id))).toHaveLength(0);
    expect(
      (await ctx.db.select().from(messages).where(eq(messages.id, message!.id)))[0]?.recipientId,
    ).toBeNull();
  });
});
