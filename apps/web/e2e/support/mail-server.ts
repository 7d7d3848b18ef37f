import { SMTPServer } from "smtp-server";
import { type ParsedMail, parseMail } from "./mime.ts";

export type ReceivedMail = ParsedMail & {
  id: number;
  /** Envelope recipients (RCPT TO), lower-cased. */
  recipients: string[];
  receivedAt: string;
  raw: string;
};

export type MailServer = {
  port: number;
  messages: ReceivedMail[];
  stop(): Promise<void>;
};

/** A real SMTP server (plain text, any or no credentials) that keeps every message it receives. */
export async function startMailServer(port: number): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The app may send with credentials in SMTP_URL; accept whatever it sends.
    onAuth(_auth, _session, callback) {
      callback(null, { user: "e2e" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        try {
          messages.push({
            ...parseMail(raw),
            id: messages.length + 1,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            receivedAt: new Date().toISOString(),
            raw,
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => console.error("[e2e smtp]", error));
  return {
    port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
