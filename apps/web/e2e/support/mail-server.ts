import { buffer } from "node:stream/consumers";
import PostalMime, { type Address } from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ParsedMail = {
  subject: string;
  /** The From header as `Name <address>` (or just the address). */
  from: string;
  /** Addresses in the To header, lower-cased. */
  to: string[];
  text: string;
  html: string;
};

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

/** Every mailbox in `addresses`, groups opened up. */
function mailboxes(addresses: Address[]): { name: string; address: string }[] {
  return addresses.flatMap((entry) =>
    entry.group ? entry.group : [{ name: entry.name, address: entry.address ?? "" }],
  );
}

async function parseMail(raw: Uint8Array): Promise<ParsedMail> {
  const mail = await PostalMime.parse(raw);
  const [from] = mailboxes(mail.from ? [mail.from] : []);
  return {
    subject: mail.subject ?? "",
    from: from ? (from.name ? `${from.name} <${from.address}>` : from.address) : "",
    to: mailboxes(mail.to ?? []).map((mailbox) => mailbox.address.toLowerCase()),
    text: mail.text ?? "",
    html: mail.html ?? "",
  };
}

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
      buffer(stream)
        .then(async (bytes) => {
          const parsed = await parseMail(bytes);
          messages.push({
            ...parsed,
            id: messages.length + 1,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            receivedAt: new Date().toISOString(),
            raw: bytes.toString("utf8"),
          });
        })
        .then(() => callback(), callback);
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
