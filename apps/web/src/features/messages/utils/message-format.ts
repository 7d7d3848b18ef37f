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

const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });

/** "Monday, November 23, 2026 at 3:12 PM" in the reader's locale. */
export function formatFullTimestamp(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MESSAGE_TEXTS.unknown : fullFormat.format(date);
}
