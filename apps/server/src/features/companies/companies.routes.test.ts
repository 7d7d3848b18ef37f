import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("GET /api/companies/:id (a company's public page)", () => {
  it("shows anyone the company's public face and how many internships it has open, never its account", async () => {
    const company = await ctx.signedInAs("company");
    await ctx.db.execute(
      sql`update profiles set company_industry = 'Energy', company_size = '50-200', bio = 'We build batteries', website = 'https://example.com', location = 'Oslo' where id = ${company.id}`,
    );
    await postInternship(ctx.db, company.actor, { status: "open" });
    await postInternship(ctx.db, company.actor, { status: "open", deadline: "2001-01-01" });
    await postInternship(ctx.db, company.actor, { status: "draft" });
    await postInternship(ctx.db, company.actor, { status: "closed" });

    for (const agent of [ctx.agent(), (await ctx.signedInAs("student")).agent]) {
      const response = await agent.get(`/api/companies/${company.id}`);
      expect(response.status).toBe(200);
      expect(response.json.company).toEqual({
        id: company.id,
        companyName: "Test Company",
        logoUrl: null,
        industry: "Energy",
        size: "50-200",
        bio: "We build batteries",
        website: "https://example.com",
        location: "Oslo",
        verified: false,
        openInternships: 1,
        // Below the minimum sample of answered applications: not shown.
        responsiveness: null,
      });
      expect(response.text).not.toContain(company.email);
    }
  });

  it("answers 404 'Company not found' for a student, an admin, an unknown id and a malformed one", async () => {
    const [student, admin] = await Promise.all([ctx.signedInAs("student"), ctx.signedInAs("admin")]);
    for (const id of [
      student.id,
      admin.id,
      "00000000-0000-4000-8000-000000000000",
      "a%20b",
      "x".repeat(300),
    ]) {
      const response = await ctx.agent().get(`/api/companies/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.json.error.message).toBe("Company not found");
    }
  });
});
