import type { AdminCompanyProfile, AdminStats } from "@internpath/shared/admin-accounts-answers";
import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authVerifications, profiles } from "../../db/schema/auth.ts";
import {
  acceptInvitation,
  deliverMail,
  followInvitation,
  INVITATION_SUBJECT,
  invitationLinkFor,
} from "../../testing/invitations.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext, uniqueEmail } from "../../testing/test-app.ts";
import { createApplication } from "../applications/apply.service.ts";

// Accounts sign in (a password hash each) and mail goes through a real SMTP server: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let student: SignedIn;
let company: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, student, company] = await Promise.all([
    ctx.signedInAs("admin", { fullName: "Ada Admin" }),
    ctx.signedInAs("student"),
    ctx.signedInAs("company"),
  ]);
});
afterAll(() => ctx.close());

function companyInput(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail("acme"),
    companyName: "Acme Corp",
    fullName: "Casey Contact",
    location: "Lisbon",
    website: "acme.example",
    companyIndustry: "Robotics",
    companySize: "11-50",
    bio: "We build robots.\nAnd interns build them with us.",
    ...overrides,
  };
}

function studentInput(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail("sam"),
    fullName: "Sam Student",
    university: "Uni of Porto",
    degree: "BSc Informatics",
    graduationYear: 2027,
    location: "Porto",
    website: "https://sam.example",
    skills: ["SQL", "React"],
    bio: "Curious.",
    ...overrides,
  };
}

async function createCompany(overrides: Record<string, unknown> = {}) {
  const response = await admin.agent.post("/api/admin/companies", companyInput(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json.company as { id: string; email: string };
}

async function createStudent(overrides: Record<string, unknown> = {}) {
  const response = await admin.agent.post("/api/admin/students", studentInput(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json.student as { id: string; email: string };
}

describe("who may call the admin accounts API", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const endpoints: [string, string, Record<string, unknown>?][] = [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/companies"],
    ["POST", "/api/admin/companies", companyInput()],
    ["GET", `/api/admin/companies/${someId}`],
    ["PATCH", `/api/admin/companies/${someId}`, { companyName: "X" }],
    ["DELETE", `/api/admin/companies/${someId}`],
    ["GET", "/api/admin/students"],
    ["POST", "/api/admin/students", studentInput()],
    ["GET", `/api/admin/students/${someId}`],
    ["PATCH", `/api/admin/students/${someId}`, { fullName: "X" }],
    ["DELETE", `/api/admin/students/${someId}`],
    ["GET", "/api/admin/admins"],
    ["POST", "/api/admin/admins", { email: uniqueEmail("boss"), fullName: "Boss" }],
    ["POST", `/api/admin/accounts/${someId}/invitation`, {}],
  ];

  it.each(endpoints)("%s %s: 401 signed out, 403 for a student and a company", async (method, url, body) => {
    const anonymous = await ctx.agent().request(method, url, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe("UNAUTHORIZED");
    for (const agent of [student.agent, company.agent]) {
      const refused = await agent.request(method, url, body);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toEqual({ code: "FORBIDDEN", message: ADMIN_ACCOUNT_MESSAGES.onlyAdmins });
    }
  });

  it("creates nothing for those refused", async () => {
    const email = uniqueEmail("sneaky");
    for (const agent of [ctx.agent(), student.agent, company.agent]) {
      await agent.post("/api/admin/admins", { email, fullName: "Sneaky" });
      await agent.post("/api/admin/companies", companyInput({ email }));
      await agent.post("/api/admin/students", studentInput({ email }));
    }
    expect(await ctx.db.select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts accounts, internships and applications as the tables do", async () => {
    const internship = await postInternship(ctx.db, company.actor, { status: "open" });
    await postInternship(ctx.db, company.actor, { status: "draft" });
    const applicant = await studentWithResume(ctx);
    await createApplication(ctx.db, applicant.actor, { internshipId: internship.id });

    const response = await admin.agent.get("/api/admin/stats");
    expect(response.status).toBe(200);
    const stats = response.json as AdminStats;
    const counted = (await ctx.db.execute(sql`
      select
        (select count(*)::int from profiles where role = 'student') as students,
        (select count(*)::int from profiles where role = 'company') as companies,
        (select count(*)::int from profiles where role = 'admin') as admins,
        (select count(*)::int from internships) as internships,
        (select count(*)::int from internships where status = 'open') as open,
        (select count(*)::int from applications) as applications,
        (select count(*)::int from applications where status = 'pending') as pending`)) as unknown as {
      rows: Record<string, number>[];
    };
    const row = counted.rows[0]!;
    expect(stats).toEqual({
      students: row.students,
      companies: row.companies,
      admins: row.admins,
      internships: { total: row.internships, open: row.open },
      applications: {
        total: row.applications,
        pending: row.pending,
        reviewing: 0,
        accepted: 0,
        rejected: 0,
        withdrawn: 0,
      },
    });
    expect(stats.applications.total).toBeGreaterThan(0);
    expect(stats.internships.open).toBeGreaterThan(0);
  });
});

describe("adding a company", () => {
  it("creates a verified company, mails an invitation whose link sets the password once", async () => {
    const input = companyInput({ email: uniqueEmail("Mixed.Case").replace("mixed", "Mixed") });
    const since = ctx.smtp.received.length;
    const response = await admin.agent.post("/api/admin/companies", input);
    expect(response.status).toBe(201);
    const email = input.email.toLowerCase();
    expect(response.json.company).toMatchObject({
      email,
      companyName: "Acme Corp",
      fullName: "Casey Contact",
      website: "https://acme.example",
      bio: "We build robots.\nAnd interns build them with us.",
      invitationPending: true,
    });
    const [stored] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(stored).toMatchObject({ role: "company", emailVerified: true });

    // No way to sign in until the link is used.
    const early = await ctx.agent().post("/api/auth/sign-in/email", { email, password: "guessed-pass-1" });
    expect(early.status).toBe(401);

    const { mail, link } = await invitationLinkFor(ctx, email, since);
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.text).toContain("company account for Acme Corp");
    expect(new URL(link).origin).toBe(ctx.config.appUrl);

    const browser = ctx.agent();
    const landing = await followInvitation(browser, link);
    expect(landing.pathname).toBe("/auth/reset-password");
    expect(landing.searchParams.get("invited")).toBe("1");

    const accepted = await acceptInvitation(browser, link, "company-pass-1");
    expect(accepted.status).toBe(200);
    const signIn = await browser.post("/api/auth/sign-in/email", { email, password: "company-pass-1" });
    expect(signIn.status).toBe(200);
    expect((await browser.get("/api/me")).json.user).toMatchObject({ email, role: "company" });

    // The link works once.
    const again = await browser.get(new URL(link).pathname + new URL(link).search);
    expect(again.headers.get("location")).toContain("error=INVALID_TOKEN");
    const token = landing.searchParams.get("token");
    const reused = await ctx
      .agent()
      .post("/api/auth/reset-password", { newPassword: "stolen-pass-1", token });
    expect(reused.status).toBe(400);
    expect(reused.json.error).toEqual({ code: "INVALID_TOKEN", message: AUTH_MESSAGES.invalidResetToken });

    const profile = await admin.agent.get(`/api/admin/companies/${response.json.company.id}`);
    expect(profile.json.company.invitationPending).toBe(false);
  });

  it("refuses a link past its expiry", async () => {
    const created = await createCompany();
    const { link } = await invitationLinkFor(ctx, created.email);
    await ctx.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.value, created.id));
    const browser = ctx.agent();
    const landing = await browser.get(new URL(link).pathname + new URL(link).search);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toContain("error=INVALID_TOKEN");
    const token = new URL(link).pathname.split("/").at(-1);
    const refused = await browser.post("/api/auth/reset-password", { newPassword: "late-pass-1", token });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("INVALID_TOKEN");
  });

  it("expires the link after 7 days", async () => {
    const created = await createCompany();
    const [token] = await ctx.db
      .select({ expiresAt: authVerifications.expiresAt })
      .from(authVerifications)
      .where(eq(authVerifications.value, created.id));
    const days = (token!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("answers 409 for an email already in use, whatever its case, and creates nothing", async () => {
    const taken = await createCompany();
    const before = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(profiles);
    for (const email of [taken.email, taken.email.toUpperCase(), student.email]) {
      const response = await admin.agent.post("/api/admin/companies", companyInput({ email }));
      expect(response.status).toBe(409);
      expect(response.json.error).toEqual({
        code: "CONFLICT",
        message: ADMIN_ACCOUNT_MESSAGES.emailTaken,
        fields: { email: ADMIN_ACCOUNT_MESSAGES.emailTaken },
      });
    }
    const after = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(profiles);
    expect(after).toEqual(before);
  });

  it.each([
    ["a blank company name", { companyName: "  " }, "companyName", "Company name is required"],
    [
      "a NUL byte",
      { companyName: "Acme\u0000" },
      "companyName",
      "Company name contains characters that are not allowed",
    ],
    [
      "a line break in a name",
      { companyName: "Acme\nCorp" },
      "companyName",
      "Company name contains characters that are not allowed",
    ],
    [
      "a 121-character name",
      { companyName: "x".repeat(121) },
      "companyName",
      "Company name must be at most 120 characters",
    ],
    ["a blank contact", { fullName: "" }, "fullName", "Full name is required"],
    ["a bad email", { email: "not-an-email" }, "email", "Please enter a valid email address"],
    ["no email", { email: undefined }, "email", "Email is required"],
    [
      "a script website",
      { website: "javascript:alert(1)" },
      "website",
      "Website must be a web address (https://...)",
    ],
    ["a 10,001-character bio", { bio: "x".repeat(10_001) }, "bio", "Bio must be at most 10000 characters"],
    ["a number for text", { location: 42 }, "location", "Location must be text"],
  ])("refuses %s with a 400 naming the field", async (_label, override, field, message) => {
    const input = companyInput(override);
    const response = await admin.agent.post("/api/admin/companies", input);
    expect(response.status).toBe(400);
    expect(response.json.error.fields[field]).toBe(message);
    if (typeof input.email === "string") {
      expect(await ctx.db.select().from(profiles).where(eq(profiles.email, input.email))).toEqual([]);
    }
  });

  it("refuses unknown fields, a role among them", async () => {
    for (const extra of [{ role: "admin" }, { emailVerified: false }, { id: "mine" }]) {
      const input = companyInput(extra);
      const response = await admin.agent.post("/api/admin/companies", input);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe("VALIDATION_FAILED");
      expect(await ctx.db.select().from(profiles).where(eq(profiles.email, input.email))).toEqual([]);
    }
  });

  it.each([null, [], "text", 42])("refuses a body of %o", async (body) => {
    const response = await admin.agent.post("/api/admin/companies", body as never);
    expect(response.status).toBe(400);
  });
});

describe("editing a company", () => {
  it("changes its details like a profile update, keeping the email", async () => {
    const created = await createCompany();
    const response = await admin.agent.patch(`/api/admin/companies/${created.id}`, {
      companyName: "  Acme Robotics  ",
      location: "",
      website: "acme-robotics.example",
      companySize: "51-200",
    });
    expect(response.status).toBe(200);
    expect(response.json.company).toMatchObject({
      id: created.id,
      email: created.email,
      companyName: "Acme Robotics",
      location: null,
      website: "https://acme-robotics.example",
      companySize: "51-200",
      fullName: "Casey Contact",
    });
  });

  it("refuses an email change, a role, blank names and bad values, changing nothing", async () => {
    const created = await createCompany();
    const bodies: [Record<string, unknown>, number][] = [
      [{ email: "new@example.com" }, 400],
      [{ role: "admin" }, 400],
      [{ companyName: "" }, 400],
      [{ fullName: "A\u0000" }, 400],
      [{ website: "https://exa mple.com" }, 400],
      [{ companyName: "x".repeat(5000) }, 400],
    ];
    for (const [body, status] of bodies) {
      const response = await admin.agent.patch(`/api/admin/companies/${created.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.json.error.message).toBeTruthy();
    }
    const emailRefusal = await admin.agent.patch(`/api/admin/companies/${created.id}`, { email: "x@y.z" });
    expect(emailRefusal.json.error.fields).toEqual({ email: ADMIN_ACCOUNT_MESSAGES.emailLocked });
    const [stored] = await ctx.db.select().from(profiles).where(eq(profiles.id, created.id));
    expect(stored).toMatchObject({ email: created.email, role: "company", companyName: "Acme Corp" });
  });

  it("answers 404 for a student's id, a missing id and a malformed one", async () => {
    for (const id of [student.id, "00000000-0000-4000-8000-000000000000", "not%20an%20id", "x".repeat(200)]) {
      const response = await admin.agent.patch(`/api/admin/companies/${id}`, { companyName: "Nope" });
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe(ADMIN_ACCOUNT_MESSAGES.companyNotFound);
    }
    const [stored] = await ctx.db.select().from(profiles).where(eq(profiles.id, student.id));
    expect(stored?.companyName).toBeNull();
  });
});

describe("GET /api/admin/companies/:id", () => {
  it("answers the profile, its counts, the 3 newest internships and 5 newest applications", async () => {
    const owner = await ctx.signedInAs("company");
    const posted = [];
    for (let index = 0; index < 4; index++) {
      posted.push(
        await postInternship(ctx.db, owner.actor, {
          title: `Role ${index}`,
          skills: ["A", "B", "C", "D"],
          isRemote: index === 3,
        }),
      );
    }
    for (const [index, internship] of posted.entries()) {
      await ctx.db.execute(
        sql`update internships set created_at = now() - make_interval(days => ${10 - index}) where id = ${internship.id}::uuid`,
      );
    }
    const applicants = await Promise.all([0, 1, 2, 3, 4, 5].map(() => studentWithResume(ctx)));
    for (const [index, applicant] of applicants.entries()) {
      await createApplication(ctx.db, applicant.actor, { internshipId: posted[index % 2]!.id });
    }

    const response = await admin.agent.get(`/api/admin/companies/${owner.id}`);
    expect(response.status).toBe(200);
    const body = response.json as AdminCompanyProfile;
    expect(body.company).toMatchObject({ id: owner.id, email: owner.email, companyName: "Test Company" });
    expect(body.counts).toEqual({ internships: 4, applications: 6 });
    expect(body.internships.map((internship) => internship.title)).toEqual(["Role 3", "Role 2", "Role 1"]);
    expect(body.internships[0]).toMatchObject({
      isRemote: true,
      skills: ["A", "B", "C", "D"],
      status: "open",
    });
    expect(body.internships.find((internship) => internship.title === "Role 1")?.applicationCount).toBe(3);
    expect(body.recentApplications).toHaveLength(5);
    const newest = body.recentApplications[0]!;
    expect(newest.student?.id).toBe(applicants[5]!.id);
    expect(newest.internship?.title).toBe("Role 1");
    expect(newest.resumeUrl).toBe(applicants[5]!.resumeUrl);
  });

  it("answers 404 'Company not found' for a student's or admin's id, and a malformed one", async () => {
    for (const id of [student.id, admin.id, "nope!", "%00"]) {
      const response = await admin.agent.get(`/api/admin/companies/${id}`);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("Company not found");
    }
  });
});

describe("students", () => {
  it("adds a student who sets a password from the mailed link", async () => {
    const since = ctx.smtp.received.length;
    const created = await createStudent();
    expect(created).toMatchObject({
      university: "Uni of Porto",
      skills: ["SQL", "React"],
      graduationYear: 2027,
    });
    const { mail, link } = await invitationLinkFor(ctx, created.email, since);
    expect(mail.text).toContain("a student account");
    const browser = ctx.agent();
    expect((await acceptInvitation(browser, link, "student-pass-1")).status).toBe(200);
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: created.email,
      password: "student-pass-1",
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a student without a university, a bad year, a role, with the field named", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ university: "" }, "university"],
      [{ graduationYear: 1800 }, "graduationYear"],
      [{ graduationYear: "soon" }, "graduationYear"],
      [{ skills: "SQL" }, "skills"],
      [{ degree: "\u0000" }, "degree"],
    ];
    for (const [override, field] of cases) {
      const response = await admin.agent.post("/api/admin/students", studentInput(override));
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields)).toContain(field);
    }
    const role = await admin.agent.post("/api/admin/students", studentInput({ role: "admin" }));
    expect(role.status).toBe(400);
  });

  it("reads a student with their applications, and edits them", async () => {
    const applicant = await studentWithResume(ctx, { fullName: "Rita Reader" });
    const internship = await postInternship(ctx.db, company.actor, { title: "Data Intern" });
    await createApplication(ctx.db, applicant.actor, { internshipId: internship.id });

    const read = await admin.agent.get(`/api/admin/students/${applicant.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      student: { id: applicant.id, fullName: "Rita Reader", resumeUrl: applicant.resumeUrl },
      applicationCount: 1,
      recentApplications: [
        {
          status: "pending",
          internship: { id: internship.id, title: "Data Intern", companyName: "Test Company" },
        },
      ],
    });

    const edited = await admin.agent.patch(`/api/admin/students/${applicant.id}`, {
      fullName: "Rita R. Reader",
      graduationYear: null,
      skills: ["Python"],
      unknown: true,
    });
    expect(edited.status).toBe(400);
    const saved = await admin.agent.patch(`/api/admin/students/${applicant.id}`, {
      fullName: "Rita R. Reader",
      graduationYear: null,
      skills: ["Python"],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.student).toMatchObject({
      fullName: "Rita R. Reader",
      graduationYear: null,
      skills: ["Python"],
    });

    for (const id of [company.id, admin.id, "bad id"]) {
      expect((await admin.agent.get(`/api/admin/students/${encodeURIComponent(id)}`)).status).toBe(404);
      expect((await admin.agent.patch(`/api/admin/students/${encodeURIComponent(id)}`, {})).status).toBe(404);
      expect((await admin.agent.delete(`/api/admin/students/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  });
});

describe("administrators made by administrators", () => {
  it("lets an admin invite an admin, who sets a password and signs in as admin", async () => {
    const email = uniqueEmail("second-admin");
    const since = ctx.smtp.received.length;
    const response = await admin.agent.post("/api/admin/admins", { email, fullName: "Grace Admin" });
    expect(response.status).toBe(201);
    expect(response.json.admin).toMatchObject({ email, fullName: "Grace Admin", invitationPending: true });

    const listed = await admin.agent.get("/api/admin/admins");
    expect(listed.json.items.map((row: { email: string }) => row.email)).toContain(email);

    const { mail, link } = await invitationLinkFor(ctx, email, since);
    expect(mail.text).toContain("an administrator account");
    const browser = ctx.agent();
    expect((await acceptInvitation(browser, link, "admin-pass-2")).status).toBe(200);
    await browser.post("/api/auth/sign-in/email", { email, password: "admin-pass-2" });
    expect((await browser.get("/api/me")).json.user.role).toBe("admin");
    expect((await browser.get("/api/admin/stats")).status).toBe(200);
  });

  it("never makes an admin through sign-up, update-user, the profile or the account forms", async () => {
    const email = uniqueEmail("wannabe");
    const signUp = await ctx.agent().post("/api/auth/sign-up/email", {
      email,
      password: "wannabe-pass-1",
      name: "Wannabe",
      role: "admin",
    });
    expect(signUp.status).toBe(400);
    const changed = await student.agent.post("/api/auth/update-user", { role: "admin" });
    expect(changed.status).toBe(403);
    expect(changed.json.error.code).toBe("ROLE_CHANGE_FORBIDDEN");
    const profile = await company.agent.patch("/api/profile", { role: "admin" });
    expect(profile.status).toBe(403);
    const edit = await admin.agent.patch(`/api/admin/students/${student.id}`, { role: "admin" });
    expect(edit.status).toBe(400);
    const roles = await ctx.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(sql`${profiles.id} in (${student.id}, ${company.id}) or ${profiles.email} = ${email}`);
    expect(roles.map((row) => row.role).sort()).toEqual(["company", "student"]);
  });
});

describe("resending an invitation", () => {
  it("mails a new link and retires the old one; refused once the password is set", async () => {
    const created = await createStudent();
    const first = await invitationLinkFor(ctx, created.email);
    const since = ctx.smtp.received.length;
    const resent = await admin.agent.post(`/api/admin/accounts/${created.id}/invitation`);
    expect(resent.status).toBe(204);
    const second = await invitationLinkFor(ctx, created.email, since);
    expect(second.link).not.toBe(first.link);

    const oldLink = await ctx.agent().get(new URL(first.link).pathname + new URL(first.link).search);
    expect(oldLink.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect((await acceptInvitation(ctx.agent(), second.link, "fresh-pass-1")).status).toBe(200);

    const again = await admin.agent.post(`/api/admin/accounts/${created.id}/invitation`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(ADMIN_ACCOUNT_MESSAGES.passwordAlreadySet);
    expect((await admin.agent.post(`/api/admin/accounts/${admin.id}/invitation`)).status).toBe(409);
    expect((await admin.agent.post("/api/admin/accounts/nobody/invitation")).status).toBe(404);
  });
});

describe("hostile list queries", () => {
  it.each([
    ["a NUL byte", "q=%00"],
    ["a 201-character search", `q=${"a".repeat(201)}`],
    ["limit 0", "limit=0"],
    ["a word for a limit", "limit=abc"],
    ["a forged cursor", "after=garbage"],
    ["a cursor of another shape", "before=eyJhIjoxfQ"],
    ["a cursor on February 31", "after=WyIyMDI2LTAyLTMxVDAwOjAwOjAwLjAwMDAwMFoiLCJ4Il0"],
    ["both cursors", "after=a&before=b"],
  ])("answers %s with a 400 and a message on every list", async (_label, query) => {
    for (const list of ["companies", "students", "admins"]) {
      const response = await admin.agent.get(`/api/admin/${list}?${query}`);
      expect(response.status, `${list}?${query}`).toBe(400);
      expect(response.json.error.message).toBeTruthy();
    }
  });

  it("treats % and _ as themselves and ignores unknown parameters", async () => {
    for (const list of ["companies", "students", "admins"]) {
      const response = await admin.agent.get(`/api/admin/${list}?q=%25_%5C&sort=evil&limit=5`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ items: [], total: 0, nextCursor: null, prevCursor: null });
    }
  });
});

describe("mail", () => {
  it("sends nothing more than the invitations asked for", async () => {
    expect(await deliverMail(ctx)).toBe(0);
  });
});
