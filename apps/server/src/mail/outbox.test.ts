import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles } from "../db/schema/auth.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import { sendMessage } from "../features/messages/messages.service.ts";
import { postInternship, studentWithResume } from "../testing/marketplace.ts";
import { firstLink } from "../testing/smtp.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { createSmtpMailer } from "./mailer.ts";
import { createMailWorker, outboxMails } from "./notification-mail.ts";
import { createOutboxWorker, enqueueMail } from "./outbox.ts";
import { notificationMail, unlinked } from "./templates.ts";

// Accounts sign in (password hashes): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A mailer whose SMTP server refuses every connection (nothing listens on port 1). */
const refusingMailer = () => createSmtpMailer("smtp://127.0.0.1:1", ctx.config.mailFrom);
const workingMailer = () => createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom);

async function pending() {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`);
}

async function clearOutbox() {
  await ctx.db.delete(mailOutbox);
}

describe("notification mail", () => {
  it("goes to the person notified, never the actor, for a new application, a status change and a message, and not when switched off", async () => {
    await clearOutbox();
    const company = await ctx.signedInAs("company");
    const student = await studentWithResume(ctx);
    const internship = await postInternship(ctx.db, company.actor, { title: "Mail Intern" });
    const worker = createMailWorker(ctx.db, workingMailer(), ctx.config.appUrl);
    const since = ctx.smtp.received.length;

    const applied = await student.agent.post("/api/applications", { internshipId: internship.id });
    expect(applied.status).toBe(201);
    // The request only wrote the mail down: no SMTP work happened while it waited.
    expect((await pending()).map((row) => row.toAddress)).toEqual([company.email]);
    expect(ctx.smtp.received.length).toBe(since);
    await worker.runOnce();
    const toCompany = await ctx.smtp.waitFor(company.email, { subject: "New application", since });
    expect(toCompany.text).toContain("applied for Mail Intern");
    expect(firstLink(toCompany.text)).toBe(`${ctx.config.appUrl}/company/applications`);
    expect(toCompany.text).toContain(`${ctx.config.appUrl}/profile`);

    const changed = await company.agent.patch(`/api/applications/${applied.json.application.id}/status`, {
      status: "reviewing",
    });
    expect(changed.status).toBe(200);
    await worker.runOnce();
    const toStudent = await ctx.smtp.waitFor(student.email, { subject: "Application status updated", since });
    expect(firstLink(toStudent.text)).toBe(`${ctx.config.appUrl}/applications`);

    await sendMessage(ctx.db, student.actor, {
      recipientId: company.id,
      subject: "Portfolio <b>link</b>",
      messageText: "Here it is",
    });
    await worker.runOnce();
    const message = await ctx.smtp.waitFor(company.email, { subject: "New message", since });
    expect(firstLink(message.text)).toBe(`${ctx.config.appUrl}/messages`);
    expect(message.text).toContain("Portfolio <b>link</b>");

    // Nothing went to the actors themselves.
    const mine = ctx.smtp.received.slice(since);
    expect(mine.filter((mail) => mail.to.includes(student.email)).map((mail) => mail.subject)).toEqual([
      "Application status updated",
    ]);

    // With the switch off, the notification is made but no mail is written.
    await ctx.db.update(profiles).set({ emailNotifications: false }).where(eq(profiles.id, company.id));
    await sendMessage(ctx.db, student.actor, {
      recipientId: company.id,
      subject: "Again",
      messageText: "Hi",
    });
    expect(await pending()).toEqual([]);
  });
});

describe("notificationMail", () => {
  it("never lets user text become HTML", () => {
    const mail = notificationMail(
      "a@example.com",
      { name: "<i>Ann</i>", type: "message", title: "New message", content: "<b>link</b>" },
      "http://app.test",
    );
    expect(mail.html).not.toContain("<b>link</b>");
    expect(mail.html).toContain("&lt;b&gt;link&lt;/b&gt;");
    expect(mail.html).toContain("&lt;i&gt;Ann&lt;/i&gt;");
    expect(mail.text).toContain("<b>link</b>");
  });

  it("leads its button only to a path of the app, else to the type's page", () => {
    const button = (path: string) =>
      notificationMail(
        "a@example.com",
        { name: "Ann", type: "message", title: "New", content: "", link: { path, label: "Open" } },
        "http://app.test",
      ).text;
    expect(button("/admin/reports")).toContain("Open: http://app.test/admin/reports");
    for (const path of ["/\\evil.example", "//evil.example", "@evil.example", "/\t/evil.example"]) {
      expect(button(path), path).toContain("Open messages: http://app.test/messages");
      expect(button(path), path).not.toContain("evil");
    }
  });
});

describe("text others chose, in a mail", () => {
  it("never becomes a clickable link, in the text or the HTML part, and reads the same", () => {
    const mail = notificationMail(
      "a@example.com",
      {
        name: "Visit evil.example",
        type: "message",
        title: "New message",
        content: "Ann sent you a message: log in at https://evil.example/login or mail me@evil.example",
      },
      "http://app.test",
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/https?:\/\/evil/);
      expect(part).not.toMatch(/evil\.example/);
      expect(part).not.toMatch(/me@evil/);
      expect(part.replaceAll("\u200B", "")).toContain("https://evil.example/login");
    }
    expect(mail.text.replaceAll("\u200B", "")).toContain("Hi Visit evil.example,");
    // Our own link stays a link.
    expect(firstLink(mail.text)).toBe("http://app.test/messages");
    expect(unlinked("e.g. a sentence. Next")).toBe("e.g. a sentence. Next".replace("e.g", "e.\u200Bg"));
  });
});

describe("the outbox worker", () => {
  const render = outboxMails("http://app.test");
  const mail = (to: string, title: string) => ({
    toAddress: to,
    kind: "notification",
    data: { name: "", type: "other", title, content: title },
  });

  it("retries after the SMTP server refuses, with back-off, and sends once it is back", async () => {
    await clearOutbox();
    await enqueueMail(ctx.db, mail("retry@example.com", "Retry me"));
    const down = createOutboxWorker({
      db: ctx.db,
      mailer: refusingMailer(),
      render,
      retryDelaysMs: [60_000],
    });
    expect(await down.runOnce()).toBe(1);
    const [afterFailure] = await pending();
    expect(afterFailure).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(afterFailure!.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: a second round leaves it alone.
    expect(await down.runOnce()).toBe(0);

    await ctx.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const since = ctx.smtp.received.length;
    const up = createOutboxWorker({ db: ctx.db, mailer: workingMailer(), render });
    expect(await up.runOnce()).toBe(1);
    await ctx.smtp.waitFor("retry@example.com", { subject: "Retry me", since });
    expect(await pending()).toEqual([]);
    const [row] = await ctx.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 2 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("gives a mail up after its last attempt", async () => {
    await clearOutbox();
    await enqueueMail(ctx.db, mail("never@example.com", "Never"));
    const worker = createOutboxWorker({ db: ctx.db, mailer: refusingMailer(), render, retryDelaysMs: [] });
    await worker.runOnce();
    const [row] = await ctx.db.select().from(mailOutbox);
    expect(row!.failedAt).toBeInstanceOf(Date);
    expect(await pending()).toEqual([]);
  });

  it("takes over what a worker that died had claimed, once its claim runs out", async () => {
    await clearOutbox();
    await enqueueMail(ctx.db, mail("orphan@example.com", "Orphan"));
    // A worker claimed it and died before sending: the row stays locked for its claim's time.
    await ctx.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    const worker = createMailWorker(ctx.db, workingMailer(), "http://app.test");
    expect(await worker.runOnce()).toBe(0);
    await ctx.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    const since = ctx.smtp.received.length;
    expect(await worker.runOnce()).toBe(1);
    await ctx.smtp.waitFor("orphan@example.com", { subject: "Orphan", since });
  });

  it("sends each mail exactly once with two workers at the same time", async () => {
    await clearOutbox();
    const count = 30;
    for (let index = 0; index < count; index += 1) {
      await enqueueMail(ctx.db, mail(`twice-${index}@example.com`, `Mail ${index}`));
    }
    const since = ctx.smtp.received.length;
    const options = { db: ctx.db, render, batchSize: 4 };
    const [first, second] = await Promise.all([
      createOutboxWorker({ ...options, mailer: workingMailer() }).runOnce(),
      createOutboxWorker({ ...options, mailer: workingMailer() }).runOnce(),
    ]);
    expect(first + second).toBe(count);
    await ctx.smtp.waitFor(`twice-${count - 1}@example.com`, { since });
    await vi.waitFor(() => expect(ctx.smtp.received.length - since).toBe(count));
    const addresses = ctx.smtp.received.slice(since).flatMap((received) => received.to);
    expect(new Set(addresses).size).toBe(count);
    expect(await pending()).toEqual([]);
  });

  it("keeps running on its own and stops cleanly", async () => {
    await clearOutbox();
    const worker = createOutboxWorker({ db: ctx.db, mailer: workingMailer(), render, pollMs: 50 });
    worker.start();
    const since = ctx.smtp.received.length;
    await enqueueMail(ctx.db, mail("loop@example.com", "Loop"));
    await ctx.smtp.waitFor("loop@example.com", { subject: "Loop", since });
    await worker.stop();
  });
});
