import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { REPORTS_PER_DAY } from "@internpath/shared/limits";
import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { createDatabaseRateLimitStorage, type RateRule } from "./rate-limit-storage.ts";
import type { AppEnv } from "./session.ts";

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
  return {
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
