import { PROFILE_MESSAGES } from "@internpath/shared/profile-schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/auth.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowOf = async (id: string) => (await ctx.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe("GET /api/profile", () => {
  it("returns the signed-in user's whole profile", async () => {
    const { agent, email } = await ctx.signedInAs("student", { fullName: "Pat Profile" });
    const response = await agent.get("/api/profile");
    expect(response.status).toBe(200);
    expect(response.json.profile).toMatchObject({
      email,
      role: "student",
      fullName: "Pat Profile",
      university: "Test University",
      skills: [],
    });
  });

  it("needs a session", async () => {
    expect((await ctx.agent().get("/api/profile")).status).toBe(401);
  });
});

describe("PATCH /api/profile", () => {
  it("updates a student's basic info, education and skills", async () => {
    const { agent, id } = await ctx.signedInAs("student");
    const response = await agent.patch("/api/profile", {
      fullName: "  Sam Updated ",
      bio: "Line one\nLine two",
      location: "Dublin",
      website: "sam.example.com",
      university: "Trinity College",
      degree: "BSc Physics",
      graduationYear: 2027,
      skills: ["Python", "SQL"],
    });
    expect(response.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      fullName: "Sam Updated",
      bio: "Line one\nLine two",
      website: "https://sam.example.com",
      graduationYear: 2027,
      skills: ["Python", "SQL"],
    });
  });

  it("updates a company's section", async () => {
    const { agent, id } = await ctx.signedInAs("company");
    const response = await agent.patch("/api/profile", {
      companyName: "New Co",
      companyIndustry: "Robotics",
      companySize: "11-50",
    });
    expect(response.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      companyName: "New Co",
      companyIndustry: "Robotics",
      companySize: "11-50",
    });
  });

  it("clears optional fields sent empty", async () => {
    const { agent, id } = await ctx.signedInAs("student");
    await agent.patch("/api/profile", { location: "Paris", graduationYear: 2026 });
    await agent.patch("/api/profile", { location: "", graduationYear: null });
    expect(await rowOf(id)).toMatchObject({ location: null, graduationYear: null });
  });

  it.each([
    ["role", { role: "admin" }],
    ["role next to allowed fields", { fullName: "X", role: "company" }],
    ["email", { email: "other@example.com" }],
    ["id", { id: "someone-else" }],
    ["the resume URL", { resumeUrl: "/api/files/x/resumes/y.pdf" }],
  ])("refuses a change to %s and writes nothing", async (_label, body) => {
    const { agent, id, email } = await ctx.signedInAs("student", { fullName: "Unchanged" });
    const response = await agent.patch("/api/profile", body);
    expect(response.status).toBe(403);
    expect(response.json.error.message).toBe(PROFILE_MESSAGES.protectedField);
    expect(await rowOf(id)).toMatchObject({ role: "student", email, fullName: "Unchanged", resumeUrl: null });
  });

  it("only ever changes the signed-in user's own profile", async () => {
    const victim = await ctx.signedInAs("student", { fullName: "Victim" });
    const attacker = await ctx.signedInAs("student");
    await attacker.agent.patch("/api/profile", { fullName: "Attacker" });
    expect((await rowOf(victim.id)).fullName).toBe("Victim");
    expect(
      (await attacker.agent.request("PATCH", `/api/profile/${victim.id}`, { fullName: "Hacked" })).status,
    ).toBe(404);
    expect((await rowOf(victim.id)).fullName).toBe("Victim");
  });

  it.each([
    [
      "a graduation year with decimals",
      { graduationYear: 2026.5 },
      "graduationYear",
      "Graduation year must be a whole number",
    ],
    [
      "a graduation year as text",
      { graduationYear: "2026" },
      "graduationYear",
      "Graduation year must be a whole number",
    ],
    ["a blank full name", { fullName: " " }, "fullName", "Full name is required"],
    [
      "a javascript: website",
      { website: "javascript:alert(1)" },
      "website",
      "Website must be a web address (https://...)",
    ],
    ["a NUL byte in the bio", { bio: "a\u0000b" }, "bio", "Bio contains characters that are not allowed"],
    [
      "a 10 KB location",
      { location: "x".repeat(10_240) },
      "location",
      "Location must be at most 200 characters",
    ],
    ["skills that are not a list", { skills: "Python, SQL" }, "skills", "Skills must be a list"],
    [
      "a company field on a student",
      { companyName: "Sneaky" },
      "companyName",
      'Unrecognized key: "companyName"',
    ],
  ])("refuses %s with a 400 naming the field", async (_label, body, field, message) => {
    const { agent, id } = await ctx.signedInAs("student", { fullName: "Stays" });
    const response = await agent.patch("/api/profile", body);
    expect(response.status).toBe(400);
    expect(response.json.error.fields?.[field] ?? response.json.error.fields?._).toBe(message);
    expect((await rowOf(id)).fullName).toBe("Stays");
  });

  it("refuses a student field on a company", async () => {
    const { agent } = await ctx.signedInAs("company");
    expect((await agent.patch("/api/profile", { university: "Nope" })).status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await ctx.agent().patch("/api/profile", { fullName: "Ghost" })).status).toBe(401);
  });
});
