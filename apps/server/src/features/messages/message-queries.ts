import type { MessagePerson } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import { messages } from "../../db/schema/marketplace.ts";

/** What the message lists and the message page share. */

export const messageKeyColumns = { createdAt: messages.createdAt, id: messages.id };

type PersonRow = {
  id: string | null;
  fullName: string | null;
  companyName: string | null;
  role: Role | null;
};

/** A left-joined person, or null once that account is deleted (the message stays, shown as 'Unknown'). */
export function toMessagePerson(row: PersonRow): MessagePerson | null {
  if (row.id === null || row.role === null) return null;
  return { id: row.id, fullName: row.fullName ?? "", companyName: row.companyName, role: row.role };
}
