import { newPasswordField } from "@internpath/shared/auth-schemas";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

let common: Set<string> | undefined;

/** One of the 10,000 most common passwords (any letter case). The list becomes a Set on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common.has(password.toLowerCase());
}

/**
 * The server's one rule for a password being set, wherever it is set (sign-up, reset, change,
 * `npm run create-admin` and its socket, `npm run seed:scale`): the shared length rules, and not one of
 * the most common passwords. The browser checks only the length; the list stays on the server.
 */
export const acceptableNewPassword = newPasswordField.refine((password) => !isCommonPassword(password), {
  error: AUTH_MESSAGES.commonPassword,
});
