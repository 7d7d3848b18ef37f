import type { MessagePerson } from "@internpath/shared/api-types";
import { MESSAGE_TEXTS } from "@internpath/shared/message-schemas";

/** A person's name in the lists and the detail; 'Unknown' once the account is gone. */
export function personName(person: MessagePerson | null): string {
  if (!person) return MESSAGE_TEXTS.unknown;
  return person.fullName.trim() || person.companyName?.trim() || MESSAGE_TEXTS.unknown;
}

/** How a recipient reads in the compose form: a company's contact with the company's name. */
export function recipientLabel(person: MessagePerson): string {
  const name = personName(person);
  const company = person.companyName?.trim();
  return person.role === "company" && company && company !== name ? `${name} (${company})` : name;
}

export function subjectOf(subject: string): string {
  return subject.trim() || MESSAGE_TEXTS.noSubject;
}

/** Reply's subject: 'Re: ' and the subject, without piling up 'Re: Re: '. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "5 minutes ago", "yesterday", "2 weeks ago"; under a minute "just now". */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return MESSAGE_TEXTS.unknown;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });

/** "Monday, November 23, 2026 at 3:12 PM" in the reader's locale. */
export function formatFullTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MESSAGE_TEXTS.unknown : fullFormat.format(date);
}
