import { expect } from "vitest";
import { createSmtpMailer } from "../mail/mailer.ts";
import { createMailWorker } from "../mail/notification-mail.ts";
import { firstLink } from "./smtp.ts";
import type { TestAgent, TestContext } from "./test-app.ts";

export const INVITATION_SUBJECT = "You're invited to InternPath";

/** Sends what the outbox holds to the test's real SMTP server, as the server's worker would. */
export async function deliverMail(ctx: TestContext) {
  const worker = createMailWorker(
    ctx.db,
    createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom),
    ctx.config.appUrl,
  );
  return worker.runOnce();
}

/** The invitation that arrived for `email` (after `since` mails), and the link in it. */
export async function invitationLinkFor(ctx: TestContext, email: string, since = 0) {
  await deliverMail(ctx);
  const mail = await ctx.smtp.waitFor(email, { subject: INVITATION_SUBJECT, since });
  return { mail, link: firstLink(mail.text) };
}

/** The link's path and query, to follow it on the test server (the mail names APP_URL). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Follows an invitation link as a browser: Better Auth checks the token and redirects with it. */
export async function followInvitation(agent: TestAgent, link: string) {
  const response = await agent.get(pathOf(link));
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "", "http://localhost");
}

/** Opens the link and sets the password, as the Set Password screen does; returns that answer. */
export async function acceptInvitation(agent: TestAgent, link: string, password: string) {
  const landing = await followInvitation(agent, link);
  const token = landing.searchParams.get("token");
  expect(token, `the link lands with a token: ${landing}`).toBeTruthy();
  return agent.post("/api/auth/reset-password", { newPassword: password, token });
}
