import { notificationPageSchema } from "@internpath/shared/notification-answers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openLiveStream } from "../../testing/live-stream.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";
import { sendMessage } from "../messages/messages.service.ts";
import { createNotification } from "./notifications.service.ts";

// Accounts sign in (a password hash): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedInAs("admin");
});
afterAll(() => ctx.close());

/** A message from the admin to `to`, and the notification it made. */
async function messageTo(to: SignedIn, subject = "Hello") {
  const message = await sendMessage(ctx.db, admin.actor, { recipientId: to.id, subject, messageText: "Hi" });
  const list = await to.agent.get("/api/notifications");
  const notification = list.json.items.find((item: { relatedId: string }) => item.relatedId === message.id);
  expect(notification).toMatchObject({ type: "message", isRead: false });
  return { messageId: message.id, notificationId: notification.id as string };
}

async function countsOf(user: SignedIn) {
  const [bell, messages] = await Promise.all([
    user.agent.get("/api/notifications"),
    user.agent.get("/api/messages/unread-count"),
  ]);
  return { notifications: bell.json.unreadCount as number, messages: messages.json.count as number };
}

describe("reading a message reads its notification", () => {
  it("marks the recipient's notification of that message read, and no other, and tells their tabs", async () => {
    const student = await ctx.signedInAs("student");
    const opened = await messageTo(student, "Opened");
    const other = await messageTo(student, "Not opened");
    expect(await countsOf(student)).toEqual({ notifications: 2, messages: 2 });
    const stream = await openLiveStream(ctx.url, student.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);

    const read = await student.agent.post(`/api/messages/${opened.messageId}/read`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ message: { id: opened.messageId, isRead: true }, unreadCount: 1 });
    expect(await countsOf(student)).toEqual({ notifications: 1, messages: 1 });
    const items = (await student.agent.get("/api/notifications")).json.items as {
      id: string;
      isRead: boolean;
    }[];
    expect(items.find((item) => item.id === opened.notificationId)?.isRead).toBe(true);
    expect(items.find((item) => item.id === other.notificationId)?.isRead).toBe(false);

    expect(await stream.waitForCount("read", 1)).toBe(true);
    expect(stream.named("read")[0]!.data).toEqual({
      notificationIds: [opened.notificationId],
      messageIds: [opened.messageId],
    });
    // Again: nothing changes, and nothing is announced.
    expect((await student.agent.post(`/api/messages/${opened.messageId}/read`)).status).toBe(200);
    expect(await countsOf(student)).toEqual({ notifications: 1, messages: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.named("read")).toHaveLength(1);
    stream.close();
  });

  it("never touches another user's message or notification", async () => {
    const [recipient, stranger] = await Promise.all([ctx.signedInAs("student"), ctx.signedInAs("student")]);
    const { messageId } = await messageTo(recipient);
    await messageTo(stranger);
    // A stranger's try is 404 and reads nothing of the recipient's.
    expect((await stranger.agent.post(`/api/messages/${messageId}/read`)).status).toBe(404);
    // The sender is not the recipient: 403, and the recipient's notification stays unread.
    expect((await admin.agent.post(`/api/messages/${messageId}/read`)).status).toBe(403);
    expect(await countsOf(recipient)).toEqual({ notifications: 1, messages: 1 });
    expect(await countsOf(stranger)).toEqual({ notifications: 1, messages: 1 });
  });
});

describe("reading a message's notification reads the message", () => {
  it("marks the message read with its notification, and tells the user's tabs", async () => {
    const student = await ctx.signedInAs("student");
    const first = await messageTo(student, "First");
    await messageTo(student, "Second");
    const stream = await openLiveStream(ctx.url, student.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);

    const read = await student.agent.post(`/api/notifications/${first.notificationId}/read`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ id: first.notificationId, isRead: true });
    expect(await countsOf(student)).toEqual({ notifications: 1, messages: 1 });
    const message = await student.agent.get(`/api/messages/${first.messageId}`);
    expect(message.json.message.isRead).toBe(true);
    expect(await stream.waitForCount("read", 1)).toBe(true);
    expect(stream.named("read")[0]!.data).toEqual({
      notificationIds: [first.notificationId],
      messageIds: [first.messageId],
    });
    stream.close();
  });

  it("never reads another user's notification or message, even when one names the other's message", async () => {
    const [recipient, stranger] = await Promise.all([ctx.signedInAs("student"), ctx.signedInAs("student")]);
    const mine = await messageTo(recipient);
    // Another user's notification is 404, and reads nothing.
    expect((await stranger.agent.post(`/api/notifications/${mine.notificationId}/read`)).status).toBe(404);
    expect(await countsOf(recipient)).toEqual({ notifications: 1, messages: 1 });
    // A notification of the stranger's own that names the recipient's message reads only itself.
    const forged = await createNotification(ctx.db, {
      userId: stranger.id,
      title: "New message",
      content: "",
      type: "message",
      relatedId: mine.messageId,
    });
    expect((await stranger.agent.post(`/api/notifications/${forged.id}/read`)).status).toBe(200);
    expect(await countsOf(stranger)).toEqual({ notifications: 0, messages: 0 });
    expect(await countsOf(recipient)).toEqual({ notifications: 1, messages: 1 });
  });

  it("reads only itself when it is about something else", async () => {
    const student = await ctx.signedInAs("student");
    const { messageId } = await messageTo(student);
    const note = await createNotification(ctx.db, {
      userId: student.id,
      title: "Other",
      content: "",
      type: "other",
      relatedId: messageId,
    });
    expect((await student.agent.post(`/api/notifications/${note.id}/read`)).status).toBe(200);
    expect(await countsOf(student)).toEqual({ notifications: 1, messages: 1 });
  });
});

describe("GET /api/notifications/all", () => {
  const page = async (user: SignedIn, query = "") => {
    const response = await user.agent.get(`/api/notifications/all${query}`);
    expect(response.status).toBe(200);
    return notificationPageSchema.parse(response.json);
  };

  it("pages through the user's own, newest first, by keyset, and never another's", async () => {
    const [owner, other] = await Promise.all([ctx.signedInAs("company"), ctx.signedInAs("company")]);
    for (let index = 1; index <= 5; index += 1) {
      await createNotification(ctx.db, {
        userId: owner.id,
        title: `Note ${index}`,
        content: "",
        type: "other",
        relatedId: null,
      });
    }
    await createNotification(ctx.db, {
      userId: other.id,
      title: "Theirs",
      content: "",
      type: "other",
      relatedId: null,
    });
    const first = await page(owner, "?limit=2");
    expect(first.items.map((item) => item.title)).toEqual(["Note 5", "Note 4"]);
    expect(first).toMatchObject({ total: 5, prevCursor: null });
    const second = await page(owner, `?limit=2&after=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(["Note 3", "Note 2"]);
    const third = await page(owner, `?limit=2&after=${second.nextCursor}`);
    expect(third.items.map((item) => item.title)).toEqual(["Note 1"]);
    expect(third.nextCursor).toBeNull();
    const back = await page(owner, `?limit=2&before=${third.prevCursor}`);
    expect(back.items.map((item) => item.title)).toEqual(["Note 3", "Note 2"]);

    const theirs = await page(other);
    expect(theirs.items.map((item) => item.title)).toEqual(["Theirs"]);
    expect(theirs.total).toBe(1);
    // A query naming another user changes nothing.
    expect((await page(other, `?userId=${owner.id}`)).total).toBe(1);
  });

  it("filters by type and by unread", async () => {
    const student = await ctx.signedInAs("student");
    const read = await messageTo(student, "Read one");
    await messageTo(student, "Unread one");
    await createNotification(ctx.db, {
      userId: student.id,
      title: "Status",
      content: "",
      type: "status_change",
      relatedId: null,
    });
    await student.agent.post(`/api/notifications/${read.notificationId}/read`);

    expect((await page(student)).total).toBe(3);
    expect((await page(student, "?type=all")).total).toBe(3);
    const messages = await page(student, "?type=message");
    expect(messages.items.map((item) => item.content)).toEqual(["Unread one", "Read one"]);
    const unreadMessages = await page(student, "?type=message&unread=true");
    expect(unreadMessages.items.map((item) => item.content)).toEqual(["Unread one"]);
    expect(unreadMessages.total).toBe(1);
    expect((await page(student, "?unread=true")).total).toBe(2);
    expect((await page(student, "?unread=false")).total).toBe(3);
    const statuses = await page(student, "?type=status_change");
    expect(statuses.items.map((item) => item.title)).toEqual(["Status"]);
    expect((await page(student, "?type=application")).items).toEqual([]);
  });

  it("refuses bad filters and cursors with 400, and visitors with 401", async () => {
    const student = await ctx.signedInAs("student");
    for (const query of ["?type=nope", "?unread=yes", "?limit=0", "?after=%25%25", "?after=a&before=b"]) {
      const response = await student.agent.get(`/api/notifications/all${query}`);
      expect(response.status, query).toBe(400);
    }
    const anonymous = await ctx.agent().get("/api/notifications/all");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe("UNAUTHORIZED");
  });
});
