import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internshipInput, postInternship } from "../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";

/** A second is enough to see an answer kept and then renewed. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicCacheSeconds: 1 });
});
afterAll(() => ctx.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("answers kept for visitors who are not signed in", () => {
  it("keeps browse and a posting for a moment for visitors, never for a signed-in user", async () => {
    const company = await ctx.signedInAs("company");
    const student = await ctx.signedInAs("student");
    const visitor = ctx.agent();
    const posting = await postInternship(ctx.db, company.actor, { title: "Kept title" });

    const first = await visitor.get(`/api/internships/${posting.id}`);
    expect(first.json.internship).toMatchObject({ title: "Kept title" });
    const firstList = await visitor.get("/api/internships");
    expect(firstList.json.items.map((item: { id: string }) => item.id)).toContain(posting.id);

    const renamed = await company.agent.request(
      "PUT",
      `/api/internships/${posting.id}`,
      internshipInput({ title: "New title" }),
    );
    expect(renamed.status).toBe(200);
    await company.agent.patch(`/api/internships/${posting.id}/status`, { status: "closed" });

    // The visitor still gets the kept answers; the signed-in student and company see the change at once.
    expect((await visitor.get(`/api/internships/${posting.id}`)).text).toBe(first.text);
    expect((await visitor.get("/api/internships")).text).toBe(firstList.text);
    expect((await student.agent.get(`/api/internships/${posting.id}`)).status).toBe(404);
    expect((await company.agent.get(`/api/internships/${posting.id}`)).json.internship).toMatchObject({
      title: "New title",
      status: "closed",
    });
    const studentList = await student.agent.get("/api/internships");
    expect(studentList.json.items.map((item: { id: string }) => item.id)).not.toContain(posting.id);

    await pause(1100);
    expect((await visitor.get(`/api/internships/${posting.id}`)).status).toBe(404);
    const laterList = await visitor.get("/api/internships");
    expect(laterList.json.items.map((item: { id: string }) => item.id)).not.toContain(posting.id);
  });

  it("keeps only successful answers, one per address, with the JSON type and no-store", async () => {
    const visitor = ctx.agent();
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await visitor.get(`/api/internships/${missing}`)).status).toBe(404);
    const company = await ctx.signedInAs("company");
    const posting = await postInternship(ctx.db, company.actor, { title: "Appears" });
    await postInternship(ctx.db, company.actor, { title: "Other" });

    const page = await visitor.get("/api/internships?q=Appears");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^application\/json/);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.json.items.map((item: { title: string }) => item.title)).toEqual(["Appears"]);
    expect((await visitor.get("/api/internships?q=Other")).json.items[0].title).toBe("Other");
    expect((await visitor.get(`/api/internships/${posting.id}`)).status).toBe(200);
  });
});
