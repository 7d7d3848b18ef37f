import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../lib/logger.ts";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../lib/private-files.ts";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one mail, so a mail sent twice after a crash reads as one. */
  messageId?: string;
};
export type StoredMail = OutgoingMail & { id: string; from: string; sentAt: string };

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  /** Present only for the dev mailbox (no SMTP_URL). */
  mailbox?: { list(limit: number): StoredMail[] };
};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, mail is kept as files under DATA_DIR/mailbox. Given a logger (development only: the
 * links carry sign-in tokens), each mail's links are logged so a newcomer can follow them.
 */
export function createDevMailbox(dataDir: string, from: string, linkLogger?: Logger): Mailer {
  const folder = path.join(dataDir, "mailbox");
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return {
    async send(mail) {
      const stored: StoredMail = { ...mail, id: randomUUID(), from, sentAt: new Date().toISOString() };
      writeFileSync(path.join(folder, `${Date.now()}-${stored.id}.json`), JSON.stringify(stored), {
        mode: PRIVATE_FILE_MODE,
      });
      if (linkLogger) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        linkLogger.info({ to: mail.to, subject: mail.subject, links }, "Dev mailbox received a mail");
      }
    },
    mailbox: {
      list(limit) {
        return readdirSync(folder)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .reverse()
          .slice(0, limit)
          .map((name) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as StoredMail);
      },
    },
  };
}
