import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { AppError } from "../../lib/app-error.ts";

/**
 * An admin edits an account's details, never its email: the address is how its person signs in and
 * was verified by the invitation, so changing it here would hand the account to whoever owns the new
 * one. Said plainly rather than as an unknown field.
 */
export function refuseEmailChange(input: unknown) {
  if (input && typeof input === "object" && !Array.isArray(input) && "email" in input) {
    const message = ADMIN_ACCOUNT_MESSAGES.emailLocked;
    throw AppError.badRequest(message, { email: message });
  }
}
