import type { MessageRecipient } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import { MESSAGE_DENIALS } from "@internpath/shared/message-schemas";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../auth/session.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, messages, notifications } from "../../db/schema/marketplace.ts";
import { postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext, uniqueEmail } from "../../testing/test-app.ts";
import { sendMessage } from "./messages.service.ts";
import { findMessageRecipients } from "./recipients.service.ts";

// Every account signs in (a password hash): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let otherAdmin: SignedIn;
let company: SignedIn;
let otherCompany: SignedIn;
let applicant: SignedIn;
let otherStudent: SignedIn;

/** An application straight in the table: the link messaging looks at (no resume upload needed). */
async function linkByApplication(companyActor: Actor, studentId: string) {
  const internship = await postInternship(ctx.db, companyActor);
  await ctx.db.insert(applications).values({
    studentId,
    internshipId: internship.id,
    companyId: companyActor.id,
    resumeUrl: "/api/files/resume.pdf",
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, otherAdmin, company, otherCompany, applicant, otherStudent] = await Promise.all([
    ctx.signedInAs("admin", { fullName: "Ada Admin" }),
    ctx.signedInAs("admin", { fullName: "Otto Admin" }),
    ctx.signedInAs("company", { fullName: "Cora Company" }),
    ctx.signedInAs("company", { fullName: "Olga Othercompany" }),
    ctx.signedInAs("student", { fullName: "Sam Student" }),
    ctx.signedInAs("student", { fullName: "Stan Otherstudent" }),
  ]);
  await linkByApplication(company.actor, applicant.id);
});
afterAll(() => ctx.close());

async function send(
  from: SignedIn,
  recipientId: string,
  fields: { subject?: string; messageText?: string } = {},
) {
  return from.agent.post("/api/messages", {
    recipientId,
    subject: "Hello",
    messageText: "Hi there",
    ...fields,
  });
}

async function storedMessageCount() {
  const [row] = await ctx.db.select({ n: count() }).from(messages);
  return row?.n ?? 0;
}

/** A profile that existed and was deleted (its messages stay, sender or recipient set to null). */
async function deletedUserId(role: Role) {
  const [row] = await ctx.db
    .insert(profiles)
    .values({ email: uniqueEmail("gone"), fullName: "Gone User", role })
    .returning({ id: profiles.id });
  await ctx.db.delete(profiles).where(eq(profiles.id, row!.id));
  return row!.id;
}

describe("POST /api/messages: who may message whom", () => {
  it("follows the permission table for each role to each role, with and without an application", async () => {
    const gone = await deletedUserId("student");
    const cases: [string, SignedIn, string, number, string?][] = [
      ["admin -> admin", admin, otherAdmin.id, 201],
      ["admin -> company", admin, otherCompany.id, 201],
      ["admin -> student without application", admin, otherStudent.id, 201],
      ["admin -> self", admin, admin.id, 400, "You cannot send a message to yourself"],
      ["admin -> deleted", admin, gone, 404, "Recipient not found"],
      ["company -> admin", company, admin.id, 201],
      ["company -> applicant", company, applicant.id, 201],
      ["company -> student without application", company, otherStudent.id, 403, MESSAGE_DENIALS.company],
      ["company -> company", company, otherCompany.id, 403, MESSAGE_DENIALS.company],
      ["company -> self", company, company.id, 400],
      ["company -> deleted", company, gone, 404],
      [
        "other company -> applicant of another company",
        otherCompany,
        applicant.id,
        403,
        MESSAGE_DENIALS.company,
      ],
      ["student -> admin", applicant, admin.id, 201],
      ["student -> company applied to", applicant, company.id, 201],
      ["student -> company not applied to", applicant, otherCompany.id, 403, MESSAGE_DENIALS.student],
      ["student -> student", applicant, otherStudent.id, 403, MESSAGE_DENIALS.student],
      ["student -> self", applicant, applicant.id, 400],
      ["student -> deleted", applicant, gone, 404],
      ["student without application -> admin", otherStudent, otherAdmin.id, 201],
      ["student without application -> company", otherStudent, company.id, 403, MESSAGE_DENIALS.student],
    ];
    for (const [name, from, to, status, message] of cases) {
      const before = await storedMessageCount();
      const response = await send(from, to);
      expect(response.status, name).toBe(status);
      if (message) expect(response.json.error.message, name).toBe(message);
      expect(await storedMessageCount(), name).toBe(status === 201 ? before + 1 : before);
    }
  });

  it("asks a signed-out visitor to sign in", async () => {
    const response = await ctx.agent().post("/api/messages", { recipientId: admin.id, messageText: "Hi" });
    expect(response.status).toBe(401);
    expect(response.json.error.message).toBe(MESSAGE_DENIALS.signedOut);
  });

  it("stores the message unread, with 'No subject' when none is given, and notifies the recipient", async () => {
    const response = await send(applicant, company.id, {
      subject: "   ",
      messageText: "  Line one\nLine two  ",
    });
    expect(response.status).toBe(201);
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, response.json.message.id));
    expect(stored).toMatchObject({
      senderId: applicant.id,
      recipientId: company.id,
      subject: "No subject",
      messageText: "Line one\nLine two",
      relatedTo: "general",
      isRead: false,
    });
    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, response.json.message.id));
    expect(notification).toMatchObject({ userId: company.id, type: "message" });
  });

  it("refuses NUL bytes, control characters, missing and too long fields with 400 and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { recipientId: admin.id, messageText: "a\u0000b" },
        "Message contains characters that are not allowed",
      ],
      [
        { recipientId: admin.id, messageText: "bell\u0007" },
        "Message contains characters that are not allowed",
      ],
      [
        { recipientId: admin.id, subject: "a\u0000", messageText: "x" },
        "Subject contains characters that are not allowed",
      ],
      [
        { recipientId: admin.id, subject: "two\nlines", messageText: "x" },
        "Subject contains characters that are not allowed",
      ],
      [
        { recipientId: admin.id, subject: "x".repeat(201), messageText: "x" },
        "Subject must be at most 200 characters",
      ],
      [
        { recipientId: admin.id, messageText: "x".repeat(10_001) },
        "Message must be at most 10000 characters",
      ],
      [{ recipientId: admin.id, messageText: "   " }, "Please fill in all required fields"],
      [{ recipientId: "", messageText: "x" }, "Please fill in all required fields"],
      [{ recipientId: "\u0000", messageText: "x" }, "Recipient contains characters that are not allowed"],
      [{ messageText: "x" }, "Recipient is required"],
      [{ recipientId: admin.id }, "Message is required"],
    ];
    const before = await storedMessageCount();
    for (const [body, message] of cases) {
      const response = await applicant.agent.post("/api/messages", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json.error.message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await storedMessageCount()).toBe(before);
  });

  it("keeps tabs and line breaks in the text", async () => {
    const response = await send(admin, otherAdmin.id, { messageText: "a\tb\r\nc" });
    expect(response.status).toBe(201);
    const detail = await otherAdmin.agent.get(`/api/messages/${response.json.message.id}`);
    expect(detail.json.message.messageText).toBe("a\tb\r\nc");
  });
});

describe("GET /api/messages/recipients", () => {
  it("lists exactly whom each role may message, grouped admins, companies, students, then by name", async () => {
    const response = await company.agent.get("/api/messages/recipients");
    expect(response.status).toBe(200);
    const items = response.json.items as MessageRecipient[];
    expect(items.map((item) => item.id)).toEqual([admin.id, otherAdmin.id, applicant.id]);
    expect(items[2]).toEqual({
      id: applicant.id,
      fullName: "Sam Student",
      companyName: null,
      role: "student",
    });
    const forStudent = await applicant.agent.get("/api/messages/recipients");
    expect(forStudent.json.items.map((item: MessageRecipient) => item.id)).toEqual([
      admin.id,
      otherAdmin.id,
      company.id,
    ]);
    expect((await ctx.agent().get("/api/messages/recipients")).status).toBe(401);
  });

  it("equals a brute-force computation over generated data, and sending agrees with it", async () => {
    // Names whose order is the same in every collation: letters only, distinct when lower-cased.
    const letters = "abcdefghijklmnopqrstuvwxyz";
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const name = () =>
      Array.from({ length: 6 }, (_, i) => {
        const letter = letters[Math.floor(random() * 26)]!;
        return i === 0 || random() < 0.3 ? letter.toUpperCase() : letter;
      }).join("");
    const made: Actor[] = [];
    for (const [role, howMany] of [
      ["admin", 2],
      ["company", 4],
      ["student", 7],
    ] as const) {
      for (let i = 0; i < howMany; i++) {
        const email = uniqueEmail(role);
        const [row] = await ctx.db
          .insert(profiles)
          .values({ email, fullName: name(), role, companyName: role === "company" ? name() : null })
          .returning({ id: profiles.id });
        made.push({ id: row!.id, email, role });
      }
    }
    const companies = made.filter((actor) => actor.role === "company");
    const students = made.filter((actor) => actor.role === "student");
    for (const student of students) {
      for (const hiring of companies) {
        if (random() < 0.35) await linkByApplication(hiring, student.id);
      }
    }

    const everyone = await ctx.db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        companyName: profiles.companyName,
        role: profiles.role,
      })
      .from(profiles);
    const links = await ctx.db
      .select({ studentId: applications.studentId, companyId: applications.companyId })
      .from(applications);
    const isLinked = (companyId: string, studentId: string) =>
      links.some((link) => link.companyId === companyId && link.studentId === studentId);
    const allows = (from: Actor, to: (typeof everyone)[number]) => {
      if (from.id === to.id) return false;
      if (from.role === "admin" || to.role === "admin") return true;
      if (from.role === "company") return to.role === "student" && isLinked(from.id, to.id);
      return to.role === "company" && isLinked(to.id, from.id);
    };
    const order = { admin: 1, company: 2, student: 3 } as const;
    const byRoleThenName = (a: (typeof everyone)[number], b: (typeof everyone)[number]) =>
      order[a.role] - order[b.role] ||
      (a.fullName.toLowerCase() < b.fullName.toLowerCase()
        ? -1
        : a.fullName.toLowerCase() > b.fullName.toLowerCase()
          ? 1
          : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

    for (const actor of made) {
      const expected = everyone.filter((person) => allows(actor, person)).sort(byRoleThenName);
      const { items } = await findMessageRecipients(ctx.db, actor);
      // Same people, same groups; within a group the database's order equals the case-insensitive one.
      expect(
        items.map((item) => item.id),
        `${actor.role} ${actor.id}`,
      ).toEqual(expected.map((item) => item.id));

      const listed = new Set(items.map((item) => item.id));
      for (const other of made) {
        if (other.id === actor.id) continue;
        const attempt = sendMessage(ctx.db, actor, { recipientId: other.id, messageText: "Hi" });
        if (listed.has(other.id)) await expect(attempt).resolves.toMatchObject({ recipientId: other.id });
        else await expect(attempt).rejects.toMatchObject({ status: 403 });
      }
    }
  });
});

describe("Inbox, Sent, a message and marking it read", () => {
  let inboxOwner: SignedIn;
  let writer: SignedIn;

  beforeAll(async () => {
    [inboxOwner, writer] = await Promise.all([
      ctx.signedInAs("company", { fullName: "Ines Inbox" }),
      ctx.signedInAs("student", { fullName: "Walt Writer" }),
    ]);
    await linkByApplication(inboxOwner.actor, writer.id);
  });

  it("lists received and sent messages newest first, with the counterpart and a preview", async () => {
    const first = await send(writer, inboxOwner.id, { subject: "First", messageText: "One" });
    const second = await send(writer, inboxOwner.id, { subject: "Second", messageText: "x".repeat(500) });
    const inbox = await inboxOwner.agent.get("/api/messages?box=inbox");
    expect(inbox.status).toBe(200);
    expect(inbox.json.total).toBe(2);
    expect(inbox.json.items.map((item: { id: string }) => item.id)).toEqual([
      second.json.message.id,
      first.json.message.id,
    ]);
    expect(inbox.json.items[0]).toEqual({
      id: second.json.message.id,
      subject: "Second",
      preview: "x".repeat(160),
      createdAt: expect.any(String),
      isRead: false,
      counterpart: { id: writer.id, fullName: "Walt Writer", companyName: null, role: "student" },
    });
    const sent = await writer.agent.get("/api/messages?box=sent");
    expect(sent.json.items.map((item: { id: string }) => item.id)).toEqual([
      second.json.message.id,
      first.json.message.id,
    ]);
    expect(sent.json.items[0].counterpart).toMatchObject({ id: inboxOwner.id, fullName: "Ines Inbox" });
    // The inbox is the default box; the writer received nothing.
    expect((await writer.agent.get("/api/messages")).json).toMatchObject({ items: [], total: 0 });
  });

  it("pages with after and before, without overlaps, also through equal timestamps", async () => {
    const reader = await ctx.signedInAs("student");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await send(admin, reader.id, { subject: `Page ${i}` })).json.message.id);
    // Two messages at the same instant: the id breaks the tie.
    await ctx.db.execute(
      sql`update messages set created_at = '2030-01-01T00:00:00.123456Z' where id in (${ids[1]}::uuid, ${ids[2]}::uuid)`,
    );
    const all = (await reader.agent.get("/api/messages?limit=100")).json.items.map(
      (item: { id: string }) => item.id,
    );
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let page = await reader.agent.get("/api/messages?limit=2");
    const pages = [page.json];
    while (page.json.nextCursor) {
      seen.push(...page.json.items.map((item: { id: string }) => item.id));
      page = await reader.agent.get(`/api/messages?limit=2&after=${page.json.nextCursor}`);
      pages.push(page.json);
    }
    seen.push(...page.json.items.map((item: { id: string }) => item.id));
    expect(seen).toEqual(all);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages[0].prevCursor).toBeNull();
    const back = await reader.agent.get(`/api/messages?limit=2&before=${pages[2].prevCursor}`);
    expect(back.json.items).toEqual(pages[1].items);
    expect((await reader.agent.get("/api/messages?after=nonsense!")).status).toBe(400);
    expect((await reader.agent.get("/api/messages?box=trash")).status).toBe(400);
    expect((await reader.agent.get("/api/messages?limit=0")).status).toBe(400);
    expect((await ctx.agent().get("/api/messages")).status).toBe(401);
  });

  it("shows a message to its sender and recipient only; anyone else gets 404", async () => {
    const sent = await send(writer, inboxOwner.id, { subject: "Private", messageText: "Line 1\nLine 2" });
    const id = sent.json.message.id;
    const forRecipient = await inboxOwner.agent.get(`/api/messages/${id}`);
    expect(forRecipient.status).toBe(200);
    expect(forRecipient.json.message).toEqual({
      id,
      subject: "Private",
      messageText: "Line 1\nLine 2",
      createdAt: expect.any(String),
      isRead: false,
      sender: {
        id: writer.id,
        fullName: "Walt Writer",
        companyName: null,
        role: "student",
        email: writer.email,
      },
      recipient: {
        id: inboxOwner.id,
        fullName: "Ines Inbox",
        companyName: "Test Company",
        role: "company",
        email: inboxOwner.email,
      },
    });
    expect((await writer.agent.get(`/api/messages/${id}`)).status).toBe(200);
    for (const stranger of [admin, otherStudent, company]) {
      const response = await stranger.agent.get(`/api/messages/${id}`);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe("Message not found");
    }
    expect((await inboxOwner.agent.get("/api/messages/not-a-uuid")).status).toBe(404);
    expect((await inboxOwner.agent.get("/api/messages/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await ctx.agent().get(`/api/messages/${id}`)).status).toBe(401);
  });

  it("marks read only for the recipient, idempotently, and the unread count follows and never drops below 0", async () => {
    const reader = await ctx.signedInAs("student");
    const a = (await send(admin, reader.id)).json.message.id;
    const b = (await send(admin, reader.id)).json.message.id;
    expect((await reader.agent.get("/api/messages/unread-count")).json).toEqual({ count: 2 });

    const bySender = await admin.agent.post(`/api/messages/${a}/read`);
    expect(bySender.status).toBe(403);
    expect(bySender.json.error.message).toBe("Only the recipient can mark a message as read");
    expect((await otherStudent.agent.post(`/api/messages/${a}/read`)).status).toBe(404);
    expect((await reader.agent.post("/api/messages/nope/read")).status).toBe(404);
    expect((await ctx.agent().post(`/api/messages/${a}/read`)).status).toBe(401);
    expect((await reader.agent.get("/api/messages/unread-count")).json).toEqual({ count: 2 });

    // Opening does not mark; the explicit call does.
    await reader.agent.get(`/api/messages/${a}`);
    expect((await reader.agent.get("/api/messages/unread-count")).json).toEqual({ count: 2 });
    const marked = await reader.agent.post(`/api/messages/${a}/read`);
    expect(marked.status).toBe(200);
    expect(marked.json).toEqual({ message: { id: a, isRead: true }, unreadCount: 1 });
    const again = await reader.agent.post(`/api/messages/${a}/read`);
    expect(again.json).toEqual({ message: { id: a, isRead: true }, unreadCount: 1 });
    expect((await reader.agent.post(`/api/messages/${b}/read`)).json.unreadCount).toBe(0);
    expect((await reader.agent.post(`/api/messages/${b}/read`)).json.unreadCount).toBe(0);
    expect((await reader.agent.get("/api/messages/unread-count")).json).toEqual({ count: 0 });
    const inbox = await reader.agent.get("/api/messages");
    expect(inbox.json.items.every((item: { isRead: boolean }) => item.isRead)).toBe(true);
    expect((await ctx.agent().get("/api/messages/unread-count")).status).toBe(401);
  });

  it("keeps the messages of a deleted user, with that side shown as unknown (null)", async () => {
    const leaving = await ctx.signedInAs("student", { fullName: "Lea Leaving" });
    await linkByApplication(inboxOwner.actor, leaving.id);
    const toOwner = (await send(leaving, inboxOwner.id, { subject: "Before I go" })).json.message.id;
    const fromOwner = (await send(inboxOwner, leaving.id, { subject: "Reply" })).json.message.id;
    await ctx.db.delete(profiles).where(eq(profiles.id, leaving.id));

    const inbox = await inboxOwner.agent.get("/api/messages?box=inbox");
    expect(inbox.json.items.find((item: { id: string }) => item.id === toOwner).counterpart).toBeNull();
    const sent = await inboxOwner.agent.get("/api/messages?box=sent");
    expect(sent.json.items.find((item: { id: string }) => item.id === fromOwner).counterpart).toBeNull();
    const detail = await inboxOwner.agent.get(`/api/messages/${toOwner}`);
    expect(detail.json.message).toMatchObject({ subject: "Before I go", sender: null });
    expect((await inboxOwner.agent.post(`/api/messages/${toOwner}/read`)).status).toBe(200);
    // Nobody can write to them any more.
    expect((await send(inboxOwner, leaving.id)).status).toBe(404);
  });
});
