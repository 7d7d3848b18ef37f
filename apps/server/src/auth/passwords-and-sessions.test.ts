import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions } from "../db/schema/auth.ts";
import { createTestContext, TEST_PASSWORD, type TestContext, uniqueEmail } from "../testing/test-app.ts";
import { isCommonPassword } from "./password-policy.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("common passwords", () => {
  it("knows the 10,000 most common, in any letter case, and not a strong one", () => {
    for (const password of ["123456", "password", "Password1", "iloveyou", "QWERTY123", "sunshine"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword(TEST_PASSWORD)).toBe(false);
    expect(isCommonPassword("violet-harbour-73")).toBe(false);
  });

  it("refuses one at sign-up with a clear message on the password field", async () => {
    const response = await ctx.agent().post("/api/auth/sign-up/email", {
      email: uniqueEmail("weak"),
      password: "iloveyou",
      name: "Weak Password",
      role: "student",
      university: "U",
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({
      code: "VALIDATION_FAILED",
      message: AUTH_MESSAGES.commonPassword,
      fields: { password: AUTH_MESSAGES.commonPassword },
    });
  });
});

describe("changing the password", () => {
  it("refuses a common new password and a wrong current one", async () => {
    const { agent } = await ctx.signedInAs("student");
    const common = await agent.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "sunshine1",
    });
    expect(common.status).toBe(400);
    expect(common.json.error.fields).toEqual({ newPassword: AUTH_MESSAGES.commonPassword });
    const wrong = await agent.post("/api/auth/change-password", {
      currentPassword: "not-my-password",
      newPassword: "violet-harbour-73",
    });
    expect(wrong.status).toBe(400);
  });

  it("ends every other session, even when the request asks to keep them, and keeps this one", async () => {
    const { agent, email, id } = await ctx.signedInAs("student");
    const laptop = ctx.agent();
    expect((await laptop.post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect((await laptop.get("/api/me")).status).toBe(200);

    const changed = await agent.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "violet-harbour-73",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.json.token).toBeUndefined();
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await agent.get("/api/me")).status).toBe(200);
    expect(await ctx.db.select().from(authSessions).where(eq(authSessions.userId, id))).toHaveLength(1);
  });
});

describe("the list of sessions", () => {
  it("never returns a token, marks this device, and signing out the others ends them", async () => {
    const { agent, email } = await ctx.signedInAs("student");
    const phone = ctx.agent();
    await phone.post(
      "/api/auth/sign-in/email",
      { email, password: TEST_PASSWORD },
      { "user-agent": "Phone/1.0" },
    );

    const listed = await agent.get("/api/auth/list-sessions");
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toContain("no-store");
    expect(listed.text).not.toMatch(/token/i);
    const sessions = listed.json.sessions as { id: string; userAgent: string | null; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[1]).toMatchObject({ userAgent: "Phone/1.0", current: false });
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ["createdAt", "current", "expiresAt", "id", "lastActiveAt", "userAgent"].sort(),
    );

    expect((await agent.post("/api/auth/revoke-other-sessions", {})).status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await agent.get("/api/me")).status).toBe(200);
    expect((await agent.get("/api/auth/list-sessions")).json.sessions).toHaveLength(1);
  });
});

describe("ending one session", () => {
  it("ends one other session of the user's at once, never the one in use nor anyone else's", async () => {
    const { agent, email } = await ctx.signedInAs("student");
    const phone = ctx.agent();
    const laptop = ctx.agent();
    for (const [device, userAgent] of [
      [phone, "Phone/1.0"],
      [laptop, "Laptop/2.0"],
    ] as const) {
      await device.post(
        "/api/auth/sign-in/email",
        { email, password: TEST_PASSWORD },
        { "user-agent": userAgent },
      );
    }
    const listed = (await agent.get("/api/auth/list-sessions")).json.sessions as {
      id: string;
      userAgent: string | null;
      current: boolean;
    }[];
    const phoneSession = listed.find((session) => session.userAgent === "Phone/1.0")!;
    const current = listed.find((session) => session.current)!;

    // Someone else cannot end it (404, as for an id that does not exist), nor can a visitor.
    const other = await ctx.signedInAs("student");
    expect((await other.agent.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await ctx.agent().delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(401);
    expect((await agent.delete("/api/account/sessions/not-an-id")).status).toBe(404);
    expect((await phone.get("/api/me")).status).toBe(200);

    const inUse = await agent.delete(`/api/account/sessions/${current.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.json.error.message).toBe("This is the session you are using: sign out to end it");

    expect((await agent.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await laptop.get("/api/me")).status).toBe(200);
    expect((await agent.get("/api/me")).status).toBe(200);
    const left = (await agent.get("/api/auth/list-sessions")).json.sessions as { userAgent: string | null }[];
    expect(left.map((session) => session.userAgent)).toContain("Laptop/2.0");
    expect(left.map((session) => session.userAgent)).not.toContain("Phone/1.0");
    expect(left).toHaveLength(2);
    expect((await agent.delete(`/api/account/sessions/${phoneSession.id}`)).status).toBe(404);
  });
});
