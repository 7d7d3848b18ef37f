const EXPIRED_LINK = "This verification link is invalid or has expired. Sign in to get a new one.";
const RESTART = "Your sign-in attempt expired. Please try again.";

/** Error codes the server appends to /auth/signin after a failed email verification or social sign-in. */
const REDIRECT_ERROR_MESSAGES: Record<string, string> = {
  invalid_token: EXPIRED_LINK,
  token_expired: EXPIRED_LINK,
  user_not_found: "We could not find the account for this link. Please sign up again.",
  access_denied: "Sign-in was cancelled.",
  account_not_linked: "An account with this email already exists. Sign in with your email and password.",
  email_not_found: "The provider did not share an email address. Please sign in another way.",
  // Sign-in never makes an account: the person chooses Student or Company on the sign-up page first.
  signup_disabled:
    "There is no InternPath account for this sign-in yet. Create one first, as a student or a company.",
  validation_failed: "Choose Student or Company on the sign-up page to create an account.",
  unable_to_create_user: "We could not create an account with this provider. Please sign up with your email.",
  state_mismatch: RESTART,
  please_restart_the_process: RESTART,
  provider_not_configured: "That sign-in provider is not configured on this server.",
};

/** The codes after which the person should go and sign up. */
export function isNoAccountError(code: string): boolean {
  return code.toLowerCase() === "signup_disabled";
}

// Unknown codes get a generic text rather than echoing whatever the URL carries.
export function describeAuthRedirectError(code: string): string {
  return (
    REDIRECT_ERROR_MESSAGES[code.toLowerCase()] ??
    "Something went wrong while signing you in. Please try again."
  );
}
