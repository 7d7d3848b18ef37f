import type { MessageRecipient } from "@internpath/shared/api-types";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../auth/session.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext, uniqueEmail } from "../../testing/test-app.ts";
import { findMessageRecipients } from "./recipients.service.ts";

vi.setConfig({ testTimeout: 90_000 });

/**
 * An admin may message anyone, so the compose form searches the recipients a page at a time, and
 * `/messages?recipient={id}` looks one person up; both obey the messaging rule.
 */

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let company: SignedIn;
let student: SignedIn;
let strangerCompany: SignedIn;
let strangerStudent: SignedIn;
const made: (Actor & { fullName: string; companyName: string | null })[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, company, student, strangerCompany, strangerStudent] = await Promise.all([
    ctx.signedInAs("admin", { fullName: "Ada Admin" }),
    ctx.signedInAs("company", { fullName: "Cora Company" }),
    ctx.signedInAs("student", { fullName: "Sam Student" }),
    ctx.signedInAs("company", { fullName: "Stella Stranger" }),
    ctx.signedInAs("student", { fullName: "Steve Stranger" }),
  ]);
  const internship = await postInternship(ctx.db, company.actor);
  await ctx.db.insert(applications).values({
    studentId: student.id,
    internshipId: internship.id,
    companyId: company.id,
    resumeUrl: "/api/files/x/resumes/cv.pdf",
  });
  // Names whose order is the same in every collation: letters only, distinct when lower-cased.
  const names = ["Mira", "mona", "Milo", "Bram", "Anna", "Zara", "Miko", "Omar", "Lumi", "Kami"];
  for (const [index, fullName] of names.entries()) {
    const role = index % 4 === 0 ? "company" : index % 7 === 0 ? "admin" : "student";
    const email = uniqueEmail(`person${index}`);
    const companyName = role === "company" ? `Firm${fullName}` : null;
    const [row] = await ctx.db
      .insert(profiles)
      .values({ email, fullName, role, companyName })
      .returning({ id: profiles.id });
    made.push({ id: row!.id, email, role, fullName, companyName });
  }
});
afterAll(() => ctx.close());

const ORDER = { admin: 1, company: 2, student: 3 } as const;

async function everyone() {
  return ctx.db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      companyName: profiles.companyName,
      role: profiles.role,
      email: profiles.email,
    })
    .from(profiles);
}

describe("an admin's recipient search", () => {
  it("equals a brute-force search of everyone but the admin, grouped and sorted, up to the limit", async () => {
    const people = await everyone();
    for (const q of ["mi", "MI", "firm", "example.com", "stranger", "nobody-like-this", "%", "_"]) {
      const expected = people
        .filter((person) => person.id !== admin.id)
        .filter((person) =>
          [person.fullName, person.companyName ?? "", person.email].some((text) =>
            text.toLowerCase().includes(q.toLowerCase()),
          ),
        )
        .sort(
          (a, b) =>
            ORDER[a.role] - ORDER[b.role] ||
            a.fullName.toLowerCase().localeCompare(b.fullName.toLowerCase()) ||
            (a.id < b.id ? -1 : 1),
        )
        .map((person) => person.id);
      for (const limit of [3, 50]) {
        const response = await admin.agent.get(
          `/api/messages/recipients?q=${encodeURIComponent(q)}&limit=${limit}`,
        );
        expect(response.status).toBe(200);
        expect(
          response.json.items.map((item: MessageRecipient) => item.id),
          `${q} ${limit}`,
        ).toEqual(expected.slice(0, limit));
      }
    }
  });

  it("answers the first 20 without a search, and refuses a bad search or limit", async () => {
    const { items } = await findMessageRecipients(ctx.db, admin.actor, {});
    expect(items.length).toBe(Math.min(20, (await everyone()).length - 1));
    for (const query of ["q=%00", `q=${"x".repeat(201)}`, "limit=0", "limit=51", "limit=x"]) {
      expect((await admin.agent.get(`/api/messages/recipients?${query}`)).status, query).toBe(400);
    }
  });

  it("keeps a company's and a student's lists to the messaging rule, searched or not", async () => {
    const forCompany = await company.agent.get("/api/messages/recipients");
    expect(forCompany.json.items.map((item: MessageRecipient) => item.role)).not.toContain("company");
    expect(forCompany.json.items.map((item: MessageRecipient) => item.id)).toContain(student.id);
    expect(forCompany.json.items.map((item: MessageRecipient) => item.id)).not.toContain(strangerStudent.id);
    const searched = await company.agent.get("/api/messages/recipients?q=stranger");
    expect(searched.json.items).toEqual([]);
    const forStudent = await student.agent.get("/api/messages/recipients?q=cora");
    expect(forStudent.json.items).toEqual([
      { id: company.id, fullName: "Cora Company", companyName: "Test Company", role: "company" },
    ]);
  });
});

describe("GET /api/messages/recipients/:id", () => {
  it("answers someone the user may message, and 404 for anyone else, as sending would", async () => {
    const cases: [SignedIn, string, number][] = [
      [admin, strangerStudent.id, 200],
      [admin, strangerCompany.id, 200],
      [admin, made.at(-1)!.id, 200],
      [admin, admin.id, 404],
      [company, student.id, 200],
      [company, admin.id, 200],
      [company, strangerStudent.id, 404],
      [company, strangerCompany.id, 404],
      [student, company.id, 200],
      [student, admin.id, 200],
      [student, strangerCompany.id, 404],
      [student, strangerStudent.id, 404],
    ];
    for (const [who, id, status] of cases) {
      const response = await who.agent.get(`/api/messages/recipients/${id}`);
      expect(response.status, `${who.actor.role} -> ${id}`).toBe(status);
      if (status === 200) expect(response.json.recipient.id).toBe(id);
      else expect(response.json.error.message).toBe("Recipient not found");
      const sent = await who.agent.post("/api/messages", { recipientId: id, messageText: "Hello" });
      if (status === 200) expect(sent.status).toBe(201);
      else expect([400, 403, 404]).toContain(sent.status);
    }
  });

  it("answers 401 signed out and 404 for a malformed or missing id", async () => {
    expect((await ctx.agent().get(`/api/messages/recipients/${student.id}`)).status).toBe(401);
    for (const id of ["%00", "no such person", "x".repeat(200), "00000000-0000-4000-8000-000000000000"]) {
      expect((await admin.agent.get(`/api/messages/recipients/${id}`)).status, id).toBe(404);
    }
  });
});
