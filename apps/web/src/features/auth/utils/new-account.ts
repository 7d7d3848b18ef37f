import { paths } from "@/config/paths";
import { REDIRECT_PARAM, safeRedirectPath } from "@/lib/redirect-to";

/** The sign-in page an invited person lands on once they have set their password. */
export const INVITATION_ACCEPTED_URL = `${paths.auth.signIn.getHref()}?invited=1`;

/**
 * Whether the sign-in page was reached by a new account about to sign in for the first time: after
 * confirming its email (`verified=1`, where the verification link lands) or setting its password from an
 * invitation (`invited=1`). It is greeted "Welcome" there and on the dashboard, instead of "Welcome back".
 */
export function isNewAccountArrival(searchParams: URLSearchParams): boolean {
  if (searchParams.has("error")) return false;
  return searchParams.get("verified") === "1" || searchParams.get("invited") === "1";
}

/**
 * Where signing in leads from the sign-in page at these search parameters: back to the page that asked the
 * visitor to sign in (a posting, say), else the dashboard, which welcomes a new account.
 */
export function afterSignInPath(searchParams: URLSearchParams): string {
  return (
    safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ??
    paths.app.dashboard.getHref(isNewAccountArrival(searchParams))
  );
}
