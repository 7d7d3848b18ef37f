import { isAppPath } from "@internpath/shared/app-path";
import { NOTIFICATIONS_KEPT } from "@internpath/shared/limits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifications } from "../../db/schema/marketplace.ts";
import { postgresErrorCode } from "../../lib/db-errors.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";
import { sendMessage } from "../messages/messages.service.ts";
import { createNotification, createNotifications } from "./notifications.service.ts";

// Accounts sign in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let company: SignedIn;
let student: SignedIn;
let applicationId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [company, student] = await Promise.all([ctx.signedInAs("company"), studentWithResume(ctx)]);
  const internship = await postInternship(ctx.db, company.actor, { title: "Data Intern" });
  const applied = await student.agent.post("/api/applications", { internshipId: internship.id });
  expect(applied.status).toBe(201);
  applicationId = applied.json.application.id;
});
afterAll(() => ctx.close());

const rowsOf = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("notifications for what happened", () => {
  it("tells the company of a new application, and not the student who applied", async () => {
    const list = await company.agent.get("/api/notifications");
    expect(list.status).toBe(200);
    expect(list.json.items).toEqual([
      expect.objectContaining({ type: "application", relatedId: applicationId, isRead: false }),
    ]);
    expect(list.json.unreadCount).toBe(1);
    expect((await rowsOf(student.id)).filter((row) => row.type === "application")).toEqual([]);
  });

  it("tells the student of a status change, and not the company that made it", async () => {
    const before = (await rowsOf(company.id)).length;
    const changed = await company.agent.patch(`/api/applications/${applicationId}/status`, {
      status: "reviewing",
    });
    expect(changed.status).toBe(200);
    const list = await student.agent.get("/api/notifications");
    expect(list.json.items[0]).toMatchObject({
      type: "status_change",
      relatedId: applicationId,
      title: "Application status updated",
      content: "Your application for Data Intern is now reviewing",
    });
    expect(await rowsOf(company.id)).toHaveLength(before);
  });

  it("tells the recipient of a message, and not the sender", async () => {
    const sentBefore = (await rowsOf(company.id)).length;
    const message = await sendMessage(ctx.db, company.actor, {
      recipientId: student.id,
      subject: "Interview",
      messageText: "Are you free on Monday?",
    });
    const list = await student.agent.get("/api/notifications");
    expect(list.json.items[0]).toMatchObject({
      type: "message",
      relatedId: message.id,
      content: "Interview",
    });
    expect(await rowsOf(company.id)).toHaveLength(sentBefore);
  });

  it("lists only the newest 10 of the user's own, newest first, with the count of all unread", async () => {
    const someone = await ctx.signedInAs("student");
    for (let index = 0; index < NOTIFICATIONS_KEPT + 2; index += 1) {
      await createNotification(ctx.db, {
        userId: someone.id,
        title: `Note ${index}`,
        content: "",
        type: "other",
        relatedId: null,
      });
    }
    const list = await someone.agent.get("/api/notifications");
    expect(list.json.items).toHaveLength(NOTIFICATIONS_KEPT);
    expect(list.json.items[0].title).toBe(`Note ${NOTIFICATIONS_KEPT + 1}`);
    expect(list.json.unreadCount).toBe(NOTIFICATIONS_KEPT + 2);
    expect(list.json.items.every((item: { title: string }) => item.title.startsWith("Note"))).toBe(true);
  });

  it("answers 401 to visitors", async () => {
    const anonymous = ctx.agent();
    for (const response of [
      await anonymous.get("/api/notifications"),
      await anonymous.post("/api/notifications/read-all"),
      await anonymous.post(`/api/notifications/${crypto.randomUUID()}/read`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe("UNAUTHORIZED");
    }
  });
});

describe("marking read", () => {
  it("marks one of the owner's own, idempotently; anyone else's or a bad id is 404", async () => {
    const owner = await ctx.signedInAs("student");
    const other = await ctx.signedInAs("company");
    const note = await createNotification(ctx.db, {
      userId: owner.id,
      title: "Hello",
      content: "",
      type: "other",
      relatedId: null,
    });
    const stranger = await other.agent.post(`/api/notifications/${note.id}/read`);
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toEqual({ code: "NOT_FOUND", message: "Notification not found" });
    expect((await rowsOf(owner.id))[0]!.isRead).toBe(false);
    for (const id of ["42", crypto.randomUUID()]) {
      expect((await owner.agent.post(`/api/notifications/${id}/read`)).status).toBe(404);
    }

    const first = await owner.agent.post(`/api/notifications/${note.id}/read`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ id: note.id, isRead: true });
    expect((await owner.agent.post(`/api/notifications/${note.id}/read`)).status).toBe(200);
    expect((await owner.agent.get("/api/notifications")).json.unreadCount).toBe(0);
  });

  it("read-all marks only the user's own", async () => {
    const mine = await ctx.signedInAs("student");
    const theirs = await ctx.signedInAs("student");
    for (const user of [mine, mine, theirs]) {
      await createNotification(ctx.db, {
        userId: user.id,
        title: "x",
        content: "",
        type: "other",
        relatedId: null,
      });
    }
    const response = await mine.agent.post("/api/notifications/read-all");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ updated: 2 });
    expect((await rowsOf(mine.id)).every((row) => row.isRead)).toBe(true);
    expect((await rowsOf(theirs.id)).map((row) => row.isRead)).toEqual([false]);
    expect((await mine.agent.post("/api/notifications/read-all")).json).toEqual({ updated: 0 });
  });
});

describe("notifying many at once", () => {
  it("writes more notifications than one statement's 65,535 parameters allow", async () => {
    const count = 14_000;
    const before = (await rowsOf(company.id)).length;
    const created = await ctx.db.transaction((tx) =>
      createNotifications(
        tx,
        Array.from({ length: count }, (_, index) => ({
          userId: company.id,
          title: "Is your internship still open?",
          content: `Posting ${index}`,
          type: "other" as const,
          relatedId: applicationId,
        })),
      ),
    );
    expect(created).toHaveLength(count);
    expect(new Set(created.map((row) => row.content)).size).toBe(count);
    expect(await rowsOf(company.id)).toHaveLength(before + count);
  });
});

describe("a notification's link", () => {
  const note = (path: string) =>
    createNotification(ctx.db, {
      userId: student.id,
      type: "other",
      title: "Linked",
      content: "",
      relatedId: null,
      link: { path, label: "Open" },
    });

  it("is listed as the path it leads to, and null without one", async () => {
    const linked = await note("/bookmarks");
    expect(linked.linkPath).toBe("/bookmarks");
    const items = (await student.agent.get("/api/notifications")).json.items;
    expect(items.find((item: { id: string }) => item.id === linked.id)).toMatchObject({ link: "/bookmarks" });
    expect(items.filter((item: { link: string | null }) => item.link === null).length).toBeGreaterThan(0);
  });

  it("is refused before anything is written when it could lead to another site", async () => {
    const before = (await rowsOf(student.id)).length;
    for (const path of ["//evil.example/x", "/\\evil.example", "https://evil.example", "bookmarks"]) {
      await expect(note(path), path).rejects.toThrow(/must be a path of the app/);
    }
    expect(await rowsOf(student.id)).toHaveLength(before);
  });

  it("can only be a path of the app: the database refuses anything else, by the same rule as isAppPath", async () => {
    const offSite = [
      "//evil.example/x",
      "/\\evil.example",
      "/\\/evil.example",
      "/a\\b",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/ /evil.example",
      "/\u00a0/evil.example",
      "/\u3002evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "@evil.example",
      "bookmarks",
      "",
    ];
    const onSite = [
      "/",
      "/bookmarks",
      "/admin/reports",
      "/company/applications?status=pending",
      "/a/b#top",
      "/q?x=%2F",
    ];
    const verdicts = async (path: string) => {
      // Straight into the table: the service would refuse it first.
      const stored = await ctx.db
        .insert(notifications)
        .values({ userId: student.id, title: "Raw", linkPath: path })
        .then(() => true, postgresErrorCode);
      return { path, stored, isAppPath: isAppPath(path) };
    };
    for (const path of offSite)
      expect(await verdicts(path)).toEqual({ path, stored: "23514", isAppPath: false });
    for (const path of onSite) expect(await verdicts(path)).toEqual({ path, stored: true, isAppPath: true });
  });
});
