import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { describe, expect, it } from "vitest";
import { adminRemovalBlockedReason } from "./admin-removal";

describe("adminRemovalBlockedReason", () => {
  it("keeps the last administrator and one's own account, and allows another admin", () => {
    expect(adminRemovalBlockedReason({ isMe: true, adminCount: 1 })).toBe(ADMIN_ACCOUNT_MESSAGES.lastAdmin);
    expect(adminRemovalBlockedReason({ isMe: true, adminCount: 3 })).toBe(ADMIN_ACCOUNT_MESSAGES.removeSelf);
    expect(adminRemovalBlockedReason({ isMe: false, adminCount: 2 })).toBeNull();
  });
});
