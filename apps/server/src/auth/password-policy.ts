import { COMMON_PASSWORDS } from "./common-passwords.ts";

let common: Set<string> | undefined;

/** One of the 10,000 most common passwords (any letter case). The list becomes a Set on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common.has(password.toLowerCase());
}
