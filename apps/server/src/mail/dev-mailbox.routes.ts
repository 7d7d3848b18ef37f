import { Hono } from "hono";
import { html } from "hono/html";
import type { Mailer } from "./mailer.ts";

/** Development only: the mail the server "sent", so a newcomer can verify and reset without SMTP. */
export function devMailboxRoutes(mailbox: NonNullable<Mailer["mailbox"]>) {
  return new Hono()
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
