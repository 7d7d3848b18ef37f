import { AUTH_MESSAGES, type ErrorCode } from "@internpath/shared/errors";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  clearCount,
  createDatabaseRateLimitStorage,
  type RateRule,
  releaseOne,
} from "./rate-limit-storage.ts";

/**
 * How many passwords may be tried, and where (decision 029). Each try claims a slot BEFORE its password
 * is checked, in the one upsert that also reads the count, so no burst and no second server gets more
 * passwords checked than the rule allows. A try that checked nothing gives its slot back.
 */
export const PASSWORD_ATTEMPT_RULES = {
  /** Sign-ins per account (email): past it, the password is not checked; the owner gets in by an emailed link. */
  signInPerAccount: { window: 15 * 60, max: 5 },
  /** Failed sign-ins per client address, whatever the account: one address cannot try many accounts. */
  signInPerAddress: { window: 15 * 60, max: 50 },
  /** Current-password checks of a signed-in account (change password, verify password): a stolen session cannot guess. */
  confirmationPerAccount: { window: 15 * 60, max: 5 },
  /** Sign-in links mailed to one account: nobody can fill an inbox with them. */
  signInLinkPerAccount: { window: 15 * 60, max: 3 },
} as const satisfies Record<string, RateRule>;

/** What a try turned out to be: the right password, a wrong one, or no password checked at all. */
export type AttemptOutcome = "succeeded" | "failed" | "unchecked";

export type AttemptClaim =
  | { allowed: true; settle(outcome: AttemptOutcome): Promise<void> }
  | { allowed: false; code: ErrorCode; message: string; retryAfter: number };

const SIGN_IN_ACCOUNT_PREFIX = "sign-in:account:";
const signInAccountKey = (email: string) => `${SIGN_IN_ACCOUNT_PREFIX}${email.trim().toLowerCase()}`;
const signInAddressKey = (address: string) => `sign-in:address:${address}`;
const confirmationKey = (userId: string) => `password-check:${userId}`;
const signInLinkKey = (email: string) => `sign-in-link:${email.trim().toLowerCase()}`;

const ALWAYS_ALLOWED: AttemptClaim = { allowed: true, settle: async () => {} };

/** Off with AUTH_RATE_LIMIT=false, like every other limit. */
export function createPasswordAttempts(db: Database, enabled: boolean) {
  const storage = createDatabaseRateLimitStorage(db);

  return {
    /**
     * A sign-in with a password: one slot of the address's and one of the account's. A failure keeps
     * both; a success gives the address's back, and its new session clears the account's count (as does
     * any new session, or a reset: `forgetSignInFailures`).
     */
    async claimSignIn(email: string, address: string): Promise<AttemptClaim> {
      if (!enabled) return ALWAYS_ALLOWED;
      const addressKey = signInAddressKey(address);
      const accountKey = signInAccountKey(email);
      const byAddress = await storage.consume(addressKey, PASSWORD_ATTEMPT_RULES.signInPerAddress);
      if (!byAddress.allowed) {
        return {
          allowed: false,
          code: "SIGN_IN_LOCKED",
          message: AUTH_MESSAGES.signInLockedFromAddress,
          retryAfter: byAddress.retryAfter,
        };
      }
      const byAccount = await storage.consume(accountKey, PASSWORD_ATTEMPT_RULES.signInPerAccount);
      if (!byAccount.allowed) {
        await releaseOne(db, addressKey);
        return {
          allowed: false,
          code: "SIGN_IN_LOCKED",
          message: AUTH_MESSAGES.signInLocked,
          retryAfter: byAccount.retryAfter,
        };
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (outcome === "failed") return;
          await releaseOne(db, addressKey);
          // A success made a session, whose hook (auth.ts) already cleared the account's count.
          if (outcome === "unchecked") await releaseOne(db, accountKey);
        },
      };
    },

    /** A signed-in account's current password, checked before it changes or to confirm who is there. */
    async claimConfirmation(userId: string): Promise<AttemptClaim> {
      if (!enabled) return ALWAYS_ALLOWED;
      const key = confirmationKey(userId);
      const claim = await storage.consume(key, PASSWORD_ATTEMPT_RULES.confirmationPerAccount);
      if (!claim.allowed) {
        return {
          allowed: false,
          code: "RATE_LIMITED",
          message: AUTH_MESSAGES.tooManyPasswordChecks,
          retryAfter: claim.retryAfter,
        };
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (outcome === "succeeded") await clearCount(db, key);
          else if (outcome === "unchecked") await releaseOne(db, key);
        },
      };
    },

    /** Whether another sign-in link may be mailed to this account now. */
    async claimSignInLink(email: string): Promise<boolean> {
      if (!enabled) return true;
      return (await storage.consume(signInLinkKey(email), PASSWORD_ATTEMPT_RULES.signInLinkPerAccount))
        .allowed;
    },

    /** The account proved who it is (reset its password): its failed sign-ins no longer count. */
    async forgetSignInFailures(email: string): Promise<void> {
      if (enabled) await clearCount(db, signInAccountKey(email));
    },

    /** The same, for the account a new session belongs to: one statement, on every sign-in. */
    async forgetSignInFailuresOf(userId: string): Promise<void> {
      if (!enabled) return;
      await db.execute(sql`
        delete from rate_limits
        where key = (select ${SIGN_IN_ACCOUNT_PREFIX} || lower(email) from profiles where id = ${userId})`);
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
