import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookmarks } from "../../db/schema/marketplace.ts";
import { postInternship, setCreatedAt } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

// Each account signs in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let company: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [company, admin] = await Promise.all([ctx.signedInAs("company"), ctx.signedInAs("admin")]);
});
afterAll(() => ctx.close());

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const rowsOf = (studentId: string) =>
  ctx.db.select().from(bookmarks).where(eq(bookmarks.studentId, studentId));

describe("POST /api/bookmarks", () => {
  it("bookmarks an open internship once, however often it is asked", async () => {
    const student = await ctx.signedInAs("student");
    const internship = await postInternship(ctx.db, company.actor);
    const first = await student.agent.post("/api/bookmarks", { internshipId: internship.id });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ internshipId: internship.id });
    expect((await student.agent.post("/api/bookmarks", { internshipId: internship.id })).status).toBe(201);
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it("answers 404 for drafts, closed and missing internships", async () => {
    const student = await ctx.signedInAs("student");
    for (const status of ["draft", "closed"] as const) {
      const internship = await postInternship(ctx.db, company.actor, { status });
      const response = await student.agent.post("/api/bookmarks", { internshipId: internship.id });
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("Internship not found");
    }
    const missing = await student.agent.post("/api/bookmarks", {
      internshipId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missing.status).toBe(404);
    expect(await rowsOf(student.id)).toEqual([]);
  });

  it("refuses companies, admins (403), anonymous visitors (401) and bad input (400)", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    expect((await company.agent.post("/api/bookmarks", { internshipId: internship.id })).status).toBe(403);
    expect((await admin.agent.post("/api/bookmarks", { internshipId: internship.id })).status).toBe(403);
    expect((await ctx.agent().post("/api/bookmarks", { internshipId: internship.id })).status).toBe(401);
    const student = await ctx.signedInAs("student");
    for (const body of [{}, { internshipId: "42" }, { internshipId: "\u0000" }, { internshipId: 7 }]) {
      const response = await student.agent.post("/api/bookmarks", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.message).toBe("Internship id must be a UUID");
    }
  });
});

describe("GET /api/bookmarks", () => {
  it("lists the student's own bookmarks of open internships, newest bookmark first, paginated", async () => {
    const student = await ctx.signedInAs("student");
    const other = await ctx.signedInAs("student");
    const posted = [];
    for (let index = 0; index < 5; index++) {
      posted.push(
        await postInternship(ctx.db, company.actor, { title: `Saved ${index}`, skills: ["Go", "SQL"] }),
      );
    }
    // Bookmark in the order 3, 0, 4, 1, 2: the list follows the bookmarks, not the internships.
    for (const index of [3, 0, 4, 1, 2]) {
      await student.agent.post("/api/bookmarks", { internshipId: posted[index]!.id });
    }
    await other.agent.post("/api/bookmarks", { internshipId: posted[0]!.id });
    const [first] = await ctx.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.studentId, student.id), eq(bookmarks.internshipId, posted[1]!.id)));
    const [second] = await ctx.db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.studentId, student.id), eq(bookmarks.internshipId, posted[4]!.id)));
    // Two bookmarks at the same instant: their ids order them.
    await setCreatedAt(ctx.db, "bookmarks", first!.id, "2026-05-05T05:05:05.555555Z");
    await setCreatedAt(ctx.db, "bookmarks", second!.id, "2026-05-05T05:05:05.555555Z");
    // A bookmarked internship that closes leaves the list.
    await company.agent.patch(`/api/internships/${posted[2]!.id}/status`, { status: "closed" });

    const all = await student.agent.get("/api/bookmarks?limit=100");
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(4);
    const tied = [first!, second!].sort((a, b) => (a.id < b.id ? 1 : -1)).map((row) => row.internshipId);
    expect(ids(all.json.items)).toEqual([posted[0]!.id, posted[3]!.id, ...tied]);
    expect(all.json.items[0]).toMatchObject({ isBookmarked: true, title: "Saved 0", match: null });

    const pages: string[] = [];
    let response = await student.agent.get("/api/bookmarks?limit=1");
    pages.push(...ids(response.json.items));
    while (response.json.nextCursor) {
      response = await student.agent.get(`/api/bookmarks?limit=1&after=${response.json.nextCursor}`);
      pages.push(...ids(response.json.items));
    }
    expect(pages).toEqual(ids(all.json.items));
    const back = await student.agent.get(`/api/bookmarks?limit=2&before=${response.json.prevCursor}`);
    expect(ids(back.json.items)).toEqual(ids(all.json.items).slice(1, 3));

    expect(ids((await other.agent.get("/api/bookmarks")).json.items)).toEqual([posted[0]!.id]);
  });

  it("refuses companies, admins and anonymous visitors", async () => {
    expect((await company.agent.get("/api/bookmarks")).status).toBe(403);
    expect((await admin.agent.get("/api/bookmarks")).status).toBe(403);
    expect((await ctx.agent().get("/api/bookmarks")).status).toBe(401);
  });
});

describe("DELETE /api/bookmarks/:internshipId", () => {
  it("removes only the student's own bookmark", async () => {
    const student = await ctx.signedInAs("student");
    const other = await ctx.signedInAs("student");
    const internship = await postInternship(ctx.db, company.actor);
    await student.agent.post("/api/bookmarks", { internshipId: internship.id });
    await other.agent.post("/api/bookmarks", { internshipId: internship.id });

    const response = await student.agent.delete(`/api/bookmarks/${internship.id}`);
    expect(response.status).toBe(204);
    expect(await rowsOf(student.id)).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
    // Removing again is harmless.
    expect((await student.agent.delete(`/api/bookmarks/${internship.id}`)).status).toBe(204);
  });

  it("refuses companies, admins, anonymous visitors, and answers 404 for a malformed id", async () => {
    const student = await ctx.signedInAs("student");
    const internship = await postInternship(ctx.db, company.actor);
    await student.agent.post("/api/bookmarks", { internshipId: internship.id });
    expect((await company.agent.delete(`/api/bookmarks/${internship.id}`)).status).toBe(403);
    expect((await admin.agent.delete(`/api/bookmarks/${internship.id}`)).status).toBe(403);
    expect((await ctx.agent().delete(`/api/bookmarks/${internship.id}`)).status).toBe(401);
    expect((await student.agent.delete("/api/bookmarks/not-a-uuid")).status).toBe(404);
    expect(await rowsOf(student.id)).toHaveLength(1);
  });
});
