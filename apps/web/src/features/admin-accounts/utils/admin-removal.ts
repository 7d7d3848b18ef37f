import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";

/**
 * Why an administrator's "Remove admin" is off, or null when it is on: the last administrator stays, and
 * nobody removes themself (another admin must). The server refuses both the same way.
 */
export function adminRemovalBlockedReason({ isMe, adminCount }: { isMe: boolean; adminCount: number }) {
  if (adminCount <= 1) return ADMIN_ACCOUNT_MESSAGES.lastAdmin;
  if (isMe) return ADMIN_ACCOUNT_MESSAGES.removeSelf;
  return null;
}
