import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { isLoopbackAddress } from "../lib/loopback.ts";
import type { Mailer } from "./mailer.ts";

/**
 * Whether the request came from this machine, by the socket's own address. X-Forwarded-For is not
 * asked, even with TRUST_PROXY: anyone can send it.
 */
function isFromThisMachine(c: Context): boolean {
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address);
  } catch {
    // No socket (a request the app makes to itself): nobody to show the mail to.
    return false;
  }
}

/**
 * Development only: the mail the server "sent", so a newcomer can verify and reset without SMTP. It
 * holds every reset and invitation link, so only a browser on this machine sees it; to anyone else the
 * mailbox does not exist. It reads nothing the app's middleware sets (no session, no actor), so it
 * needs no AppEnv: mail sits below auth.
 */
export function devMailboxRoutes(mailbox: NonNullable<Mailer["mailbox"]>) {
  return new Hono()
    .use("*", async (c, next) => (isFromThisMachine(c) ? next() : c.notFound()))
    .get("/messages.json", (c) => c.json({ messages: mailbox.list(50) }))
    .get("/", (c) => {
      const messages = mailbox.list(50);
      const linkify = (text: string) =>
        (text.match(/https?:\/\/\S+/g) ?? []).map((url) => html`<a href="${url}">${url}</a><br>`);
      return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · InternPath</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font:inherit;color:#334155}small{color:#64748b}a{color:#4338ca;word-break:break-all}</style></head>
<body><h1>Dev mailbox</h1><p>Mail sent by this server while no <code>SMTP_URL</code> is configured. Newest first.</p>
${messages.length === 0 ? html`<p>No mail yet.</p>` : ""}
${messages.map((m) => html`<article><h2>${m.subject}</h2><small>To ${m.to} · ${m.sentAt}</small><pre>${m.text}</pre>${linkify(m.text)}</article>`)}
</body></html>`);
    });
}
