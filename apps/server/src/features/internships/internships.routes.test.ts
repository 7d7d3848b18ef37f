import type { InternshipCard } from "@internpath/shared/api-types";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles } from "../../db/schema/auth.ts";
import {
  applicationStatusChanges,
  applications,
  bookmarks,
  internships,
} from "../../db/schema/marketplace.ts";
import { encodeCursor } from "../../lib/keyset-pagination.ts";
import {
  internshipInput,
  postInternship,
  setCreatedAt,
  studentWithResume,
} from "../../testing/marketplace.ts";
import { statementsDuring } from "../../testing/statements.ts";
import { createTestContext, type TestAgent, type TestContext } from "../../testing/test-app.ts";

// Each account signs in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let company: SignedIn;
let otherCompany: SignedIn;
let student: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [company, otherCompany, student, admin] = await Promise.all([
    ctx.signedInAs("company"),
    ctx.signedInAs("company"),
    ctx.signedInAs("student"),
    ctx.signedInAs("admin"),
  ]);
});
afterAll(() => ctx.close());

/** A word no other test uses, so each test searches only its own rows. */
let tokens = 0;
function uniqueToken() {
  tokens += 1;
  return `tok${tokens}x${Math.random().toString(36).slice(2, 8)}`;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const browse = (agent: TestAgent, query: Record<string, string>) =>
  agent.get(`/api/internships?${new URLSearchParams(query)}`);

describe("GET /api/internships (Browse Internships)", () => {
  it("searches title, description and skills case-insensitively, and shows open internships only", async () => {
    const word = uniqueToken();
    const inTitle = await postInternship(ctx.db, company.actor, { title: `Intern ${word.toUpperCase()}` });
    const inDescription = await postInternship(ctx.db, company.actor, {
      description: `We use ${word} daily`,
    });
    const inSkills = await postInternship(ctx.db, company.actor, { skills: ["Go", `Mixed${word}Case`] });
    await postInternship(ctx.db, company.actor, { title: `Draft ${word}`, status: "draft" });
    await postInternship(ctx.db, company.actor, { title: `Closed ${word}`, status: "closed" });
    await postInternship(ctx.db, company.actor, { requirements: `Only in requirements ${word}` });

    for (const agent of [ctx.agent(), student.agent, company.agent]) {
      const response = await browse(agent, { q: word.toUpperCase() });
      expect(response.status).toBe(200);
      expect(new Set(ids(response.json.items))).toEqual(new Set([inTitle.id, inDescription.id, inSkills.id]));
      expect(response.json.total).toBe(3);
      expect(response.json.items.every((item: InternshipCard) => item.status === "open")).toBe(true);
    }
    const bySkill = await browse(ctx.agent(), { q: `mixed${word}case` });
    expect(ids(bySkill.json.items)).toEqual([inSkills.id]);
  });

  it("treats LIKE wildcards in the search as plain characters", async () => {
    const word = uniqueToken();
    const literal = await postInternship(ctx.db, company.actor, { title: `${word} 100%_off\\deal` });
    await postInternship(ctx.db, company.actor, { title: `${word} 100 percent xoff deal` });
    expect(ids((await browse(ctx.agent(), { q: `${word} 100%` })).json.items)).toEqual([literal.id]);
    expect(ids((await browse(ctx.agent(), { q: `${word} 100%_off` })).json.items)).toEqual([literal.id]);
    expect(ids((await browse(ctx.agent(), { q: "%_off\\deal" })).json.items)).toEqual([literal.id]);
    expect((await browse(ctx.agent(), { q: `${word}%deal` })).json.items).toEqual([]);
  });

  it("combines type, location and remote filters with the search (AND)", async () => {
    const word = uniqueToken();
    const all = [
      { type: "full-time", location: "Berlin, Germany", isRemote: true },
      { type: "full-time", location: "berlin", isRemote: false },
      { type: "part-time", location: "Berlin", isRemote: true },
      { type: "full-time", location: "Paris", isRemote: true },
    ] as const;
    const created = [];
    for (const fields of all)
      created.push(await postInternship(ctx.db, company.actor, { ...fields, title: word }));
    const [remoteBerlinFull, officeBerlinFull, remoteBerlinPart, remoteParisFull] = created.map(
      (row) => row.id,
    );

    const cases: [Record<string, string>, string[]][] = [
      [{ q: word }, [remoteBerlinFull!, officeBerlinFull!, remoteBerlinPart!, remoteParisFull!]],
      [{ q: word, type: "full-time" }, [remoteBerlinFull!, officeBerlinFull!, remoteParisFull!]],
      [{ q: word, location: "BERLIN" }, [remoteBerlinFull!, officeBerlinFull!, remoteBerlinPart!]],
      [{ q: word, location: "rlin, ger" }, [remoteBerlinFull!]],
      [{ q: word, remote: "true" }, [remoteBerlinFull!, remoteBerlinPart!, remoteParisFull!]],
      [
        { q: word, remote: "false" },
        [remoteBerlinFull!, officeBerlinFull!, remoteBerlinPart!, remoteParisFull!],
      ],
      [{ q: word, type: "full-time", location: "berlin", remote: "true" }, [remoteBerlinFull!]],
      [{ q: word, type: "part-time", location: "paris" }, []],
      [
        { q: word, type: "", location: "", remote: "" },
        [remoteBerlinFull!, officeBerlinFull!, remoteBerlinPart!, remoteParisFull!],
      ],
    ];
    for (const [query, expected] of cases) {
      const response = await browse(student.agent, query);
      expect(response.status, JSON.stringify(query)).toBe(200);
      expect(new Set(ids(response.json.items)), JSON.stringify(query)).toEqual(new Set(expected));
      expect(response.json.total, JSON.stringify(query)).toBe(expected.length);
    }
  });

  it("pages newest first with stable cursors: forward and backward, no duplicates or gaps, even with equal timestamps", async () => {
    const word = uniqueToken();
    const created = [];
    for (let index = 0; index < 23; index++) {
      created.push(await postInternship(ctx.db, company.actor, { title: `${word} ${index}` }));
    }
    // Seven rows share one created_at: only the id can order them.
    for (const row of created.slice(5, 12))
      await setCreatedAt(ctx.db, "internships", row.id, "2026-01-01T00:00:00.123456Z");
    await postInternship(ctx.db, company.actor, { title: `${word} draft`, status: "draft" });

    const everything = await browse(ctx.agent(), { q: word, limit: "100" });
    expect(everything.json.total).toBe(23);
    expect(everything.json.nextCursor).toBeNull();
    expect(everything.json.prevCursor).toBeNull();
    const expected = ids(everything.json.items);
    expect(new Set(expected)).toEqual(new Set(ids(created)));

    const pages: string[][] = [];
    let response = await browse(ctx.agent(), { q: word, limit: "4" });
    expect(response.json.prevCursor).toBeNull();
    pages.push(ids(response.json.items));
    while (response.json.nextCursor) {
      response = await browse(ctx.agent(), { q: word, limit: "4", after: response.json.nextCursor });
      expect(response.json.total).toBe(23);
      pages.push(ids(response.json.items));
    }
    expect(pages.flat()).toEqual(expected);
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 3]);

    const backwards: string[][] = [ids(response.json.items)];
    while (response.json.prevCursor) {
      response = await browse(ctx.agent(), { q: word, limit: "4", before: response.json.prevCursor });
      backwards.unshift(ids(response.json.items));
    }
    expect(backwards).toEqual(pages);
    expect(response.json.prevCursor).toBeNull();
    expect(response.json.nextCursor).not.toBeNull();
  });

  it("answers at most 20 per page by default", async () => {
    const response = await browse(ctx.agent(), {});
    expect(response.status).toBe(200);
    expect(response.json.items.length).toBeLessThanOrEqual(20);
    expect(response.json.total).toBeGreaterThanOrEqual(response.json.items.length);
  });

  it.each([
    ["a NUL byte in the search", { q: "a\u0000b" }, "Search contains characters that are not allowed"],
    ["a 10 KB search", { q: "x".repeat(10_240) }, "Search must be at most 200 characters"],
    [
      "a NUL byte in the location",
      { location: "\u0000" },
      "Location contains characters that are not allowed",
    ],
    ["an unknown type", { type: "contract" }, "Type must be full-time or part-time"],
    ["a remote flag that is not true/false", { remote: "yes" }, "Remote must be true or false"],
    ["a limit of 0", { limit: "0" }, "Limit must be a whole number from 1 to 100"],
    ["a limit of 101", { limit: "101" }, "Limit must be a whole number from 1 to 100"],
    ["a limit that is not a number", { limit: "ten" }, "Limit must be a whole number from 1 to 100"],
    ["a cursor that is not base64url", { after: "not a cursor!" }, "The page cursor is not valid"],
    ["a cursor with garbage inside", { after: "Z2FyYmFnZQ" }, "The page cursor is not valid"],
    [
      "a cursor with an impossible date",
      {
        after: encodeCursor({
          createdAt: "2026-02-31T00:00:00.000000Z",
          id: "00000000-0000-4000-8000-000000000000",
        }),
      },
      "The page cursor is not valid",
    ],
    [
      "a cursor with a bad id",
      {
        before: encodeCursor({
          createdAt: "2026-02-01T00:00:00.000000Z",
          id: "x'; drop table internships; --",
        }),
      },
      "The page cursor is not valid",
    ],
    ["both after and before", { after: "abc", before: "abc" }, "Use either after or before, not both"],
  ])("refuses %s with a 400", async (_label, query, message) => {
    const response = await browse(ctx.agent(), query);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
  });

  it("shows a change to a posting or to its company on the next read, wherever it was made", async () => {
    const word = uniqueToken();
    const posted = await postInternship(ctx.db, company.actor, { title: `Before ${word}` });
    const cardOf = async (): Promise<InternshipCard | undefined> =>
      (await browse(student.agent, { q: word })).json.items.find(
        (item: InternshipCard) => item.id === posted.id,
      );
    expect((await cardOf())?.title).toBe(`Before ${word}`);
    // Written straight to the database, as another instance would: this one is told nothing.
    await ctx.db
      .update(internships)
      .set({ title: `After ${word}` })
      .where(eq(internships.id, posted.id));
    expect((await cardOf())?.title).toBe(`After ${word}`);
    const [before] = await ctx.db
      .select({ companyName: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.id, company.id));
    await ctx.db
      .update(profiles)
      .set({ companyName: `Renamed ${word}` })
      .where(eq(profiles.id, company.id));
    try {
      expect((await cardOf())?.company.companyName).toBe(`Renamed ${word}`);
    } finally {
      await ctx.db
        .update(profiles)
        .set({ companyName: before!.companyName })
        .where(eq(profiles.id, company.id));
    }
  });

  it("shows the viewer's bookmarks and skill match only to students", async () => {
    const word = uniqueToken();
    const internship = await postInternship(ctx.db, company.actor, {
      title: word,
      skills: ["React", "TypeScript", "SQL", "Figma"],
    });
    const learner = await ctx.signedInAs("student");
    await learner.agent.patch("/api/profile", { skills: ["sql", "REACT", "Python"] });
    await learner.agent.post("/api/bookmarks", { internshipId: internship.id });

    const [card] = (await browse(learner.agent, { q: word })).json.items;
    expect(card).toMatchObject({
      isBookmarked: true,
      match: { matchedSkills: ["React", "SQL"], totalSkills: 4 },
      company: { id: company.id, companyName: "Test Company", logoUrl: null },
    });
    // Another student did not bookmark it and lists no skills.
    expect((await browse(student.agent, { q: word })).json.items[0]).toMatchObject({
      isBookmarked: false,
      match: null,
    });
    expect((await browse(ctx.agent(), { q: word })).json.items[0]).toMatchObject({
      isBookmarked: false,
      match: null,
    });
    expect((await browse(company.agent, { q: word })).json.items[0]).toMatchObject({
      isBookmarked: false,
      match: null,
    });
  });

  it("writes each card as the other lists of cards do, field for field", async () => {
    // Browse writes its cards as JSON text (writeInternshipCard); bookmarks builds them as objects.
    const word = uniqueToken();
    const internship = await postInternship(ctx.db, company.actor, {
      title: `${word} "quoted" \\ Zoë`,
      description: "Line one\nline two </script>",
      skills: ["Go", "Rust"],
      stipend: "$1,000/month",
    });
    const learner = await studentWithResume(ctx);
    await learner.agent.patch("/api/profile", { skills: ["go"] });
    await learner.agent.post("/api/bookmarks", { internshipId: internship.id });
    const applied = await learner.agent.post("/api/applications", { internshipId: internship.id });
    expect(applied.status).toBe(201);
    const [browsed] = (await browse(learner.agent, { q: word })).json.items;
    const [bookmarked] = (await learner.agent.get("/api/bookmarks")).json.items;
    expect(browsed).toEqual(bookmarked);
    expect(browsed).toMatchObject({
      id: internship.id,
      isBookmarked: true,
      application: { status: "pending" },
      match: { matchedSkills: ["Go"], totalSkills: 2 },
    });
  });
});

describe("GET /api/internships/:id", () => {
  it("shows an open internship with its company, badges and what the viewer can do", async () => {
    await ctx.db
      .update(profiles)
      .set({
        companyIndustry: "Robotics",
        bio: "We build robots",
        website: "https://robots.example.com",
        companySize: "11-50",
      })
      .where(eq(profiles.id, company.id));
    const internship = await postInternship(ctx.db, company.actor, {
      stipend: "$1000/month",
      deadline: "2099-12-31",
      isRemote: true,
      requirements: "Line one\nLine two",
    });
    const applicant = await studentWithResume(ctx);

    const before = await applicant.agent.get(`/api/internships/${internship.id}`);
    expect(before.status).toBe(200);
    expect(before.json.internship).toMatchObject({
      id: internship.id,
      stipend: "$1000/month",
      deadline: "2099-12-31",
      isRemote: true,
      type: "full-time",
      requirements: "Line one\nLine two",
      company: {
        id: company.id,
        companyName: "Test Company",
        industry: "Robotics",
        bio: "We build robots",
        website: "https://robots.example.com",
        size: "11-50",
      },
      viewer: {
        application: null,
        canApply: true,
        hasResume: true,
        isOwner: false,
        canMessageCompany: false,
      },
    });
    // Another posting of the same company, not applied to yet.
    const sibling = await postInternship(ctx.db, company.actor);
    expect(
      (await applicant.agent.get(`/api/internships/${sibling.id}`)).json.internship.viewer.canMessageCompany,
    ).toBe(false);

    const applied = await applicant.agent.post("/api/applications", { internshipId: internship.id });
    const after = await applicant.agent.get(`/api/internships/${internship.id}`);
    expect(after.json.internship.viewer).toMatchObject({
      application: { id: applied.json.application.id, status: "pending" },
      canApply: false,
      canMessageCompany: true,
    });
    // Having applied to one of the company's postings, the student may message it from any of them.
    expect(
      (await applicant.agent.get(`/api/internships/${sibling.id}`)).json.internship.viewer.canMessageCompany,
    ).toBe(true);

    const asOwner = await company.agent.get(`/api/internships/${internship.id}`);
    expect(asOwner.json.internship.viewer).toEqual({
      application: null,
      canApply: false,
      hasResume: false,
      isOwner: true,
      hasReported: false,
      canMessageCompany: false,
    });
    const asAnonymous = await ctx.agent().get(`/api/internships/${internship.id}`);
    expect(asAnonymous.json.internship.viewer).toEqual({
      application: null,
      canApply: false,
      hasResume: false,
      isOwner: false,
      hasReported: false,
      canMessageCompany: false,
    });
  });

  it("reads a posting and the student looking at it (skills, resume) with one statement", async () => {
    const internship = await postInternship(ctx.db, company.actor, { skills: ["Go", "SQL", "Kotlin"] });
    const reader = await studentWithResume(ctx);
    expect((await reader.agent.patch("/api/profile", { skills: ["sql", "Rust"] })).status).toBe(200);

    // What a signed-in request costs before its route runs (the session, in tests never cached), then the
    // posting: one statement more.
    const signedIn = await statementsDuring(() => reader.agent.get("/api/health"));
    const { result: detail, texts } = await statementsDuring(() =>
      reader.agent.get(`/api/internships/${internship.id}`),
    );
    expect(detail.status).toBe(200);
    expect(detail.json.internship).toMatchObject({
      match: { matchedSkills: ["SQL"], totalSkills: 3 },
      viewer: { canApply: true, hasResume: true },
    });
    expect(texts).toHaveLength(signedIn.texts.length + 1);
  });

  it("says a student cannot apply without a resume or after the deadline", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const late = await postInternship(ctx.db, company.actor);
    await ctx.db.update(internships).set({ deadline: "2020-01-01" }).where(eq(internships.id, late.id));
    const withResume = await studentWithResume(ctx);
    expect(
      (await student.agent.get(`/api/internships/${internship.id}`)).json.internship.viewer,
    ).toMatchObject({
      canApply: true,
      hasResume: false,
    });
    expect((await withResume.agent.get(`/api/internships/${late.id}`)).json.internship.viewer.canApply).toBe(
      false,
    );
  });

  it("hides drafts and closed internships from everyone but their company and admins, by id as well", async () => {
    for (const status of ["draft", "closed"] as const) {
      const hidden = await postInternship(ctx.db, company.actor, { status });
      for (const agent of [ctx.agent(), student.agent, otherCompany.agent]) {
        const detail = await agent.get(`/api/internships/${hidden.id}`);
        expect(detail.status).toBe(404);
        expect(detail.json.error.message).toBe("Internship not found");
        expect((await agent.get(`/api/internships/${hidden.id}/similar`)).status).toBe(404);
      }
      for (const agent of [company.agent, admin.agent]) {
        const detail = await agent.get(`/api/internships/${hidden.id}`);
        expect(detail.status).toBe(200);
        expect(detail.json.internship.status).toBe(status);
      }
    }
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000", "%00", "1'%20or%20'1'='1"])(
    "answers 404 for the id %s",
    async (id) => {
      for (const path of [`/api/internships/${id}`, `/api/internships/${id}/similar`]) {
        const response = await student.agent.get(path);
        expect(response.status).toBe(404);
      }
      for (const path of [`/api/internships/${id}/edit`])
        expect((await company.agent.get(path)).status).toBe(404);
      expect((await company.agent.request("PUT", `/api/internships/${id}`, internshipInput())).status).toBe(
        404,
      );
      expect((await company.agent.patch(`/api/internships/${id}/status`, { status: "open" })).status).toBe(
        404,
      );
      expect((await company.agent.delete(`/api/internships/${id}`)).status).toBe(404);
    },
  );
});

describe("GET /api/internships/:id/similar", () => {
  it("lists up to 3 other open internships sharing a skill (ignoring case), newest first", async () => {
    const skill = uniqueToken();
    const reference = await postInternship(ctx.db, company.actor, { skills: [`${skill}-Core`, "Excel"] });
    const older = await postInternship(ctx.db, otherCompany.actor, { skills: [`${skill}-core`] });
    const middle = await postInternship(ctx.db, company.actor, {
      skills: ["Word", `${skill.toUpperCase()}-CORE`],
    });
    const newer = await postInternship(ctx.db, company.actor, { skills: [`${skill}-Core`] });
    const newest = await postInternship(ctx.db, company.actor, { skills: [`${skill}-Core`, "Rust"] });
    await postInternship(ctx.db, company.actor, { skills: [`${skill}-Core`], status: "closed" });
    await postInternship(ctx.db, company.actor, { skills: [`${skill}-Core`], status: "draft" });
    await postInternship(ctx.db, company.actor, { skills: [`${skill}-Corex`] });
    await setCreatedAt(ctx.db, "internships", older.id, "2020-01-01T00:00:00Z");

    const response = await ctx.agent().get(`/api/internships/${reference.id}/similar`);
    expect(response.status).toBe(200);
    expect(ids(response.json.items)).toEqual([newest.id, newer.id, middle.id]);
  });

  it("is empty when no other internship shares a skill", async () => {
    const lonely = await postInternship(ctx.db, company.actor, { skills: [uniqueToken()] });
    expect((await student.agent.get(`/api/internships/${lonely.id}/similar`)).json).toEqual({ items: [] });
  });
});

describe("POST /api/internships (the internship form)", () => {
  it("creates an internship for the company and answers it as the form edits it", async () => {
    const response = await company.agent.post(
      "/api/internships",
      internshipInput({
        title: "  Data Intern ",
        skills: ["SQL", "Python"],
        stipend: "",
        deadline: "",
        status: "draft",
        isRemote: true,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.json.internship).toEqual({
      id: expect.any(String),
      title: "Data Intern",
      location: "Berlin",
      duration: "3 months",
      description: "Build things with the team",
      requirements: "Curiosity",
      skills: ["SQL", "Python"],
      type: "full-time",
      isRemote: true,
      stipend: null,
      deadline: null,
      status: "draft",
    });
    const [row] = await ctx.db
      .select()
      .from(internships)
      .where(eq(internships.id, response.json.internship.id));
    expect(row!.companyId).toBe(company.id);
  });

  it("refuses students and anonymous visitors, and an admin who names no company", async () => {
    expect((await student.agent.post("/api/internships", internshipInput())).status).toBe(403);
    const adminWithoutCompany = await admin.agent.post("/api/internships", internshipInput());
    expect(adminWithoutCompany.status).toBe(400);
    expect(adminWithoutCompany.json.error.fields.companyId).toBe("Choose a company");
    expect((await ctx.agent().post("/api/internships", internshipInput())).status).toBe(401);
  });

  it.each([
    ...(["title", "location", "duration", "description", "requirements"] as const).map(
      (field) => [`a missing ${field}`, { [field]: undefined }, field] as const,
    ),
    ...(["title", "location", "duration", "description", "requirements"] as const).map(
      (field) => [`a blank ${field}`, { [field]: "   " }, field] as const,
    ),
    ["no skills", { skills: [] }, "skills", "At least one skill is required"],
    ["skills as text", { skills: "SQL, Python" }, "skills", "Skills must be a list"],
    ["a missing type", { type: undefined }, "type", "Type must be full-time or part-time"],
    ["an unknown type", { type: "contract" }, "type", "Type must be full-time or part-time"],
    ["an unknown status", { status: "archived" }, "status", "Status must be draft, open or closed"],
    [
      "a NUL byte in the title",
      { title: "a\u0000b" },
      "title",
      "Title contains characters that are not allowed",
    ],
    ["a 10 KB title", { title: "x".repeat(10_240) }, "title", "Title must be at most 200 characters"],
    [
      "a NUL byte in the description",
      { description: "a\u0000b" },
      "description",
      "Description contains characters that are not allowed",
    ],
    [
      "a deadline that is not a date",
      { deadline: "next friday" },
      "deadline",
      "Deadline must be a date (YYYY-MM-DD)",
    ],
    ["remote as text", { isRemote: "yes" }, "isRemote", "Remote must be true or false"],
  ] as [string, Record<string, unknown>, string, string?][])(
    "refuses %s with a 400 naming the field",
    async (_label, change, field, message) => {
      const body = { ...internshipInput(), ...change };
      for (const key of Object.keys(change))
        if (change[key] === undefined) delete (body as Record<string, unknown>)[key];
      const before = (await ctx.db.select({ n: count() }).from(internships))[0]!.n;
      const response = await company.agent.post("/api/internships", body);
      expect(response.status).toBe(400);
      const label = field.charAt(0).toUpperCase() + field.slice(1);
      const verb = field === "requirements" ? "are" : "is";
      expect(response.json.error.fields[field]).toBe(message ?? `${label} ${verb} required`);
      expect((await ctx.db.select({ n: count() }).from(internships))[0]!.n).toBe(before);
    },
  );

  it("refuses a body that is not JSON", async () => {
    const response = await company.agent.request("POST", "/api/internships", undefined, {
      "content-type": "application/json",
    });
    expect(response.status).toBe(400);
  });
});

describe("editing an internship (GET /edit, PUT, PATCH /status)", () => {
  it("lets the owner load, save and toggle it", async () => {
    const internship = await postInternship(ctx.db, company.actor, { status: "open" });
    const loaded = await company.agent.get(`/api/internships/${internship.id}/edit`);
    expect(loaded.status).toBe(200);
    expect(loaded.json.internship).toMatchObject({
      id: internship.id,
      status: "open",
      skills: ["TypeScript"],
    });

    const saved = await company.agent.request(
      "PUT",
      `/api/internships/${internship.id}`,
      internshipInput({
        title: "Renamed",
        skills: ["Go"],
        stipend: "$500",
        deadline: "2099-01-01",
        status: "closed",
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.internship).toMatchObject({
      title: "Renamed",
      skills: ["Go"],
      stipend: "$500",
      deadline: "2099-01-01",
      status: "closed",
    });

    // The form always sends a status; without one the current status stays.
    const { status: _status, ...withoutStatus } = internshipInput({ title: "Renamed again" });
    const kept = await company.agent.request("PUT", `/api/internships/${internship.id}`, withoutStatus);
    expect(kept.json.internship).toMatchObject({ title: "Renamed again", status: "closed" });

    const opened = await company.agent.patch(`/api/internships/${internship.id}/status`, { status: "open" });
    expect(opened.status).toBe(200);
    expect(opened.json.internship).toMatchObject({
      id: internship.id,
      status: "open",
      title: "Renamed again",
    });
    const closed = await company.agent.patch(`/api/internships/${internship.id}/status`, {
      status: "closed",
    });
    expect(closed.json.internship.status).toBe("closed");
    const [row] = await ctx.db.select().from(internships).where(eq(internships.id, internship.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it("lets an admin edit any internship", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    expect((await admin.agent.get(`/api/internships/${internship.id}/edit`)).status).toBe(200);
    const saved = await admin.agent.request(
      "PUT",
      `/api/internships/${internship.id}`,
      internshipInput({ title: "By admin" }),
    );
    expect(saved.json.internship.title).toBe("By admin");
    expect(
      (await admin.agent.patch(`/api/internships/${internship.id}/status`, { status: "draft" })).json
        .internship.status,
    ).toBe("draft");
  });

  it("answers 404 to another company, by id as well, and changes nothing", async () => {
    const internship = await postInternship(ctx.db, company.actor, { title: "Mine" });
    expect((await otherCompany.agent.get(`/api/internships/${internship.id}/edit`)).status).toBe(404);
    expect(
      (
        await otherCompany.agent.request(
          "PUT",
          `/api/internships/${internship.id}`,
          internshipInput({ title: "Stolen" }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await otherCompany.agent.patch(`/api/internships/${internship.id}/status`, { status: "closed" }))
        .status,
    ).toBe(404);
    const [row] = await ctx.db.select().from(internships).where(eq(internships.id, internship.id));
    expect(row).toMatchObject({ title: "Mine", status: "open" });
  });

  it("refuses students (403) and anonymous visitors (401)", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    for (const [agent, status] of [
      [student.agent, 403],
      [ctx.agent(), 401],
    ] as const) {
      expect((await agent.get(`/api/internships/${internship.id}/edit`)).status).toBe(status);
      expect(
        (await agent.request("PUT", `/api/internships/${internship.id}`, internshipInput())).status,
      ).toBe(status);
      expect(
        (await agent.patch(`/api/internships/${internship.id}/status`, { status: "closed" })).status,
      ).toBe(status);
      expect((await agent.delete(`/api/internships/${internship.id}`)).status).toBe(status);
    }
    const [row] = await ctx.db.select().from(internships).where(eq(internships.id, internship.id));
    expect(row!.status).toBe("open");
  });

  it("validates the edit like the form and the toggle's status", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const saved = await company.agent.request(
      "PUT",
      `/api/internships/${internship.id}`,
      internshipInput({ title: "" }),
    );
    expect(saved.status).toBe(400);
    expect(saved.json.error.fields.title).toBe("Title is required");
    const toggled = await company.agent.patch(`/api/internships/${internship.id}/status`, {
      status: "published",
    });
    expect(toggled.status).toBe(400);
    expect(toggled.json.error.fields.status).toBe("Status must be draft, open or closed");
  });
});

describe("DELETE /api/internships/:id", () => {
  it("removes the internship with its applications, their history and its bookmarks", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const keep = await postInternship(ctx.db, company.actor);
    const applicant = await studentWithResume(ctx);
    const applied = await applicant.agent.post("/api/applications", { internshipId: internship.id });
    await applicant.agent.post("/api/applications", { internshipId: keep.id });
    await applicant.agent.post("/api/bookmarks", { internshipId: internship.id });
    await applicant.agent.post("/api/bookmarks", { internshipId: keep.id });
    await company.agent.patch(`/api/applications/${applied.json.application.id}/status`, {
      status: "reviewing",
    });

    expect((await otherCompany.agent.delete(`/api/internships/${internship.id}`)).status).toBe(404);
    expect((await ctx.db.select().from(internships).where(eq(internships.id, internship.id))).length).toBe(1);

    const response = await company.agent.delete(`/api/internships/${internship.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(await ctx.db.select().from(internships).where(eq(internships.id, internship.id))).toEqual([]);
    expect(
      await ctx.db.select().from(applications).where(eq(applications.internshipId, internship.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.internshipId, internship.id))).toEqual(
      [],
    );
    expect(
      await ctx.db
        .select()
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, applied.json.application.id)),
    ).toEqual([]);
    // The other internship keeps its application and bookmark.
    expect(
      (await ctx.db.select().from(applications).where(eq(applications.internshipId, keep.id))).length,
    ).toBe(1);
    expect(
      (
        await ctx.db
          .select()
          .from(bookmarks)
          .where(and(eq(bookmarks.internshipId, keep.id), eq(bookmarks.studentId, applicant.id)))
      ).length,
    ).toBe(1);
    expect((await company.agent.delete(`/api/internships/${internship.id}`)).status).toBe(404);
  });

  it("lets an admin delete any internship", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    expect((await admin.agent.delete(`/api/internships/${internship.id}`)).status).toBe(204);
  });
});

describe("GET /api/company/internships (Manage Internships)", () => {
  it("lists only the company's own internships, newest first, with application counts", async () => {
    const owner = await ctx.signedInAs("company");
    const first = await postInternship(ctx.db, owner.actor, { title: "Alpha Analyst", status: "draft" });
    const second = await postInternship(ctx.db, owner.actor, { title: "Beta Builder", status: "open" });
    const third = await postInternship(ctx.db, owner.actor, { title: "Gamma alphabet", status: "closed" });
    await postInternship(ctx.db, otherCompany.actor, { title: "Alpha elsewhere" });
    const applicant = await studentWithResume(ctx);
    await applicant.agent.post("/api/applications", { internshipId: second.id });

    const all = await owner.agent.get("/api/company/internships");
    expect(all.status).toBe(200);
    expect(ids(all.json.items)).toEqual([third.id, second.id, first.id]);
    expect(all.json.total).toBe(3);
    expect(all.json.items[1]).toEqual({
      id: second.id,
      title: "Beta Builder",
      location: "Berlin",
      isRemote: false,
      type: "full-time",
      status: "open",
      deadline: null,
      skills: ["TypeScript"],
      applicationCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      confirmRequestedAt: null,
    });
    expect(all.json.items[0].applicationCount).toBe(0);

    expect(ids((await owner.agent.get("/api/company/internships?q=ALPHA")).json.items)).toEqual([
      third.id,
      first.id,
    ]);
    expect(ids((await owner.agent.get("/api/company/internships?status=draft")).json.items)).toEqual([
      first.id,
    ]);
    expect(ids((await owner.agent.get("/api/company/internships?status=all")).json.items)).toHaveLength(3);
    expect(ids((await owner.agent.get("/api/company/internships?q=alpha&status=closed")).json.items)).toEqual(
      [third.id],
    );
    expect((await owner.agent.get("/api/company/internships?q=%25")).json.items).toEqual([]);

    const page1 = await owner.agent.get("/api/company/internships?limit=2");
    expect(ids(page1.json.items)).toEqual([third.id, second.id]);
    const page2 = await owner.agent.get(`/api/company/internships?limit=2&after=${page1.json.nextCursor}`);
    expect(ids(page2.json.items)).toEqual([first.id]);
    expect(page2.json.nextCursor).toBeNull();
    const back = await owner.agent.get(`/api/company/internships?limit=2&before=${page2.json.prevCursor}`);
    expect(ids(back.json.items)).toEqual([third.id, second.id]);
  });

  it("refuses students, admins and anonymous visitors, and bad filters", async () => {
    expect((await student.agent.get("/api/company/internships")).status).toBe(403);
    expect((await admin.agent.get("/api/company/internships")).status).toBe(403);
    expect((await ctx.agent().get("/api/company/internships")).status).toBe(401);
    expect((await company.agent.get("/api/company/internships?status=archived")).status).toBe(400);
    expect((await company.agent.get("/api/company/internships?q=%00")).status).toBe(400);
  });
});
