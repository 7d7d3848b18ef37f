import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internships } from "../../db/schema/marketplace.ts";
import { internshipInput, postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

/**
 * An admin posts, edits and deletes internships for any company (docs/product.md, "Internships");
 * a company only ever for itself.
 */

type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;

let ctx: TestContext;
let admin: SignedIn;
let company: SignedIn;
let otherCompany: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, company, otherCompany, student] = await Promise.all([
    ctx.signedInAs("admin"),
    ctx.signedInAs("company"),
    ctx.signedInAs("company"),
    ctx.signedInAs("student"),
  ]);
});
afterAll(() => ctx?.close());

async function internshipRows(companyId: string) {
  return ctx.db.select().from(internships).where(eq(internships.companyId, companyId));
}

describe("POST /api/internships as an admin", () => {
  it("posts for the company account it names", async () => {
    const response = await admin.agent.post("/api/internships", {
      ...internshipInput({ title: "Posted by the admin", status: "draft" }),
      companyId: company.id,
    });
    expect(response.status).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(internships)
      .where(eq(internships.id, response.json.internship.id));
    expect(row).toMatchObject({ companyId: company.id, title: "Posted by the admin", status: "draft" });
    // The company sees it as its own.
    const own = await company.agent.get(`/api/internships/${row!.id}/edit`);
    expect(own.status).toBe(200);
  });

  it.each([
    ["no company", undefined, 400],
    ["a blank company", "", 400],
    ["a malformed id", "not an id!", 400],
    ["a NUL byte", "a\u0000b", 400],
    ["a number", 42, 400],
    ["an unknown id", "no-such-account", 404],
  ] as const)("refuses %s, writing nothing", async (_label, companyId, status) => {
    const before = (await ctx.db.select().from(internships)).length;
    const response = await admin.agent.post("/api/internships", { ...internshipInput(), companyId });
    expect(response.status).toBe(status);
    expect(response.json.error.message).toEqual(expect.any(String));
    expect((await ctx.db.select().from(internships)).length).toBe(before);
  });

  it("refuses a student's or an admin's account as the company (404 Company not found)", async () => {
    for (const id of [student.id, admin.id]) {
      const response = await admin.agent.post("/api/internships", { ...internshipInput(), companyId: id });
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("Company not found");
    }
    expect(await internshipRows(student.id)).toEqual([]);
  });

  it("still checks the form: a missing title is 400 naming the field", async () => {
    const response = await admin.agent.post("/api/internships", {
      ...internshipInput({ title: "" }),
      companyId: company.id,
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.title).toBe("Title is required");
  });
});

describe("POST /api/internships as a company", () => {
  it("cannot post for another company: 403 and nothing written", async () => {
    const response = await company.agent.post("/api/internships", {
      ...internshipInput({ title: "Sneaky" }),
      companyId: otherCompany.id,
    });
    expect(response.status).toBe(403);
    expect(await internshipRows(otherCompany.id)).toEqual([]);
  });

  it("may name itself, and posts as itself without a company id", async () => {
    const named = await company.agent.post("/api/internships", {
      ...internshipInput(),
      companyId: company.id,
    });
    expect(named.status).toBe(201);
    const plain = await otherCompany.agent.post("/api/internships", internshipInput({ title: "Own" }));
    expect(plain.status).toBe(201);
    expect((await internshipRows(otherCompany.id)).map((row) => row.title)).toEqual(["Own"]);
  });
});

describe("an admin edits and deletes another company's internship", () => {
  it("reads it for the form, saves the form, changes its status and deletes it", async () => {
    const internship = await postInternship(ctx.db, otherCompany.actor, { title: "Theirs" });
    const form = await admin.agent.get(`/api/internships/${internship.id}/edit`);
    expect(form.status).toBe(200);
    expect(form.json.internship.title).toBe("Theirs");

    const saved = await admin.agent.request(
      "PUT",
      `/api/internships/${internship.id}`,
      internshipInput({ title: "Edited by the admin", status: "closed" }),
    );
    expect(saved.status).toBe(200);
    const [row] = await ctx.db.select().from(internships).where(eq(internships.id, internship.id));
    // Still the company's internship.
    expect(row).toMatchObject({ title: "Edited by the admin", status: "closed", companyId: otherCompany.id });

    expect((await company.agent.delete(`/api/internships/${internship.id}`)).status).toBe(404);
    expect((await admin.agent.delete(`/api/internships/${internship.id}`)).status).toBe(204);
    expect((await admin.agent.get(`/api/admin/internships/${internship.id}`)).status).toBe(404);
  });
});
