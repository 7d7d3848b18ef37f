import { SIGN_UP_ROLES } from "@internpath/shared/enums";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { type SocialSignUp, socialSignUpSchema } from "@internpath/shared/social-sign-in-schemas";
import type { BetterAuthOptions } from "better-auth";
import { APIError, getOAuthState } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/auth.ts";
import type { PasswordAttempts } from "./password-attempts.ts";

/**
 * Better Auth's `databaseHooks`: what happens around the rows it writes. A new session forgets the
 * account's failed sign-ins; a new account is only a student or a company (and a company may wait for
 * approval); nobody changes their own role.
 */
export function accountHooks({
  db,
  attempts,
  requiresEmployerApproval,
}: {
  db: Database;
  attempts: PasswordAttempts;
  requiresEmployerApproval: () => Promise<boolean>;
}): BetterAuthOptions["databaseHooks"] {
  return {
    session: {
      create: {
        // Any new session (a password, a provider, a sign-in link) proves the owner: their count starts over.
        after: async (session) => {
          await attempts.forgetSignInFailuresOf(session.userId);
        },
      },
    },
    user: {
      create: {
        before: async (user) => {
          // Every path that creates an account (email sign-up, a provider's first sign-in) ends
          // here: only student or company, student by default for email sign-up.
          const fromProvider = await providerSignUp();
          const extra = fromProvider ?? (user as { companyName?: string | null; university?: string | null });
          const role = fromProvider ? fromProvider.role : ((user as { role?: unknown }).role ?? "student");
          if (!SIGN_UP_ROLES.includes(role as (typeof SIGN_UP_ROLES)[number])) {
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_FAILED",
              message: "Account type must be student or company",
            });
          }
          return {
            data: {
              ...user,
              role,
              name: user.name ?? "",
              companyName: role === "company" ? (extra.companyName ?? null) : null,
              university: role === "student" ? (extra.university ?? null) : null,
            },
          };
        },
        after: async (user) => {
          // While approval is on, a new company waits for an admin before students see its
          // internships (docs/product.md, "Verified employers").
          if ((user as { role?: unknown }).role === "company" && (await requiresEmployerApproval())) {
            await db.update(profiles).set({ verification: "pending" }).where(eq(profiles.id, user.id));
          }
        },
      },
      update: {
        before: async (data) => {
          if ("role" in data) {
            throw new APIError("FORBIDDEN", {
              code: "ROLE_CHANGE_FORBIDDEN",
              message: AUTH_MESSAGES.roleChangeForbidden,
            });
          }
          return { data };
        },
      },
    },
  };
}

/**
 * The account type and names the sign-up page sent into this provider round trip (see the
 * /sign-in/social hook), or null outside one. A provider's own claims never choose the role.
 */
async function providerSignUp(): Promise<SocialSignUp | null> {
  let state: Awaited<ReturnType<typeof getOAuthState>>;
  try {
    state = await getOAuthState();
  } catch {
    // No request around this creation (the CLI, an admin's invitation): not a provider's.
    return null;
  }
  if (!state) return null;
  const signUp = socialSignUpSchema.safeParse(state.serverContext?.signUp);
  if (!signUp.success) {
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION_FAILED",
      message: "Choose Student or Company on the sign-up page to create an account.",
    });
  }
  return signUp.data;
}
