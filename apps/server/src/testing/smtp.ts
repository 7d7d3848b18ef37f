import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

/** A real SMTP server on a free port that keeps what it receives. */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      buffer(stream)
        .then(async (bytes) => {
          const mail = await PostalMime.parse(bytes);
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            raw: bytes.toString("utf8"),
          });
          for (const wake of waiters.splice(0)) wake();
        })
        .then(() => callback(), callback);
    },
  });
  // A sender killed mid-session (the crash-safety test) resets its connection; that is not the test's error.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a mail to `to` (and optionally with a subject) that arrived after `since` mails. */
    async waitFor(to: string, options: { subject?: string; since?: number; timeoutMs?: number } = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 5000);
      for (;;) {
        const found = received
          .slice(options.since ?? 0)
          .find(
            (mail) =>
              mail.to.includes(to.toLowerCase()) && (!options.subject || mail.subject === options.subject),
          );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function firstLink(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail:\n${text}`);
  return link;
}
