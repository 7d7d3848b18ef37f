import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { REPORTS_PER_DAY } from "@internpath/shared/limits";
import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import {
  clearCount,
  countInWindow,
  createDatabaseRateLimitStorage,
  type RateRule,
} from "./rate-limit-storage.ts";
import type { AppEnv } from "./session.ts";

/**
 * Failed sign-ins per account (email): after this many in the window, that account's sign-in answers 429
 * until the window passes, whoever tries. A success clears the count. Addresses get a generous limit of
 * their own (auth.ts), so one person's typos never lock out everyone behind the same address.
 */
export const SIGN_IN_FAILURES: RateRule = { window: 15 * 60, max: 5 };

/** How fast one account may create things others see (decision 018). */
export const CREATION_LIMITS = {
  internship: { window: 60 * 60, max: 20 },
  application: { window: 60 * 60, max: 30 },
  message: { window: 10 * 60, max: 60 },
  report: { window: 24 * 60 * 60, max: REPORTS_PER_DAY },
} as const satisfies Record<string, RateRule>;

export type CreationKind = keyof typeof CREATION_LIMITS;

/** What a refused create says; "a few minutes" would be wrong for a limit by the day. */
const CREATION_REFUSALS: Record<CreationKind, string> = {
  internship: AUTH_MESSAGES.tooManyCreations,
  application: AUTH_MESSAGES.tooManyCreations,
  message: AUTH_MESSAGES.tooManyCreations,
  report: TRUST_MESSAGES.tooManyReports,
};

/** Per-account limits, counted in the same table as Better Auth's (decision 005); off with AUTH_RATE_LIMIT=false. */
export function createAccountLimits(db: Database, enabled: boolean) {
  const storage = createDatabaseRateLimitStorage(db);
  const signInKey = (email: string) => `sign-in-failed:${email.trim().toLowerCase().slice(0, 320)}`;
  return {
    async signInLocked(email: string): Promise<boolean> {
      return enabled && (await countInWindow(db, signInKey(email), SIGN_IN_FAILURES)) >= SIGN_IN_FAILURES.max;
    },
    async signInFailed(email: string): Promise<void> {
      if (enabled) await storage.consume(signInKey(email), SIGN_IN_FAILURES);
    },
    async signInSucceeded(email: string): Promise<void> {
      if (enabled) await clearCount(db, signInKey(email));
    },
    /** Counts a create by the signed-in account and refuses it with 429 past the limit. */
    creation(kind: CreationKind) {
      return createMiddleware<AppEnv>(async (c, next) => {
        const actor = c.get("actor");
        if (enabled && actor) {
          const { allowed } = await storage.consume(`create:${kind}:${actor.id}`, CREATION_LIMITS[kind]);
          if (!allowed) throw new AppError(429, "RATE_LIMITED", CREATION_REFUSALS[kind]);
        }
        return next();
      });
    },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
