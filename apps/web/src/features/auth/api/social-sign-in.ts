import type {
  SocialProvider,
  SocialSignInRequest,
  SocialSignUp,
} from "@internpath/shared/social-sign-in-schemas";
import { useMutation } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";

export type { SocialProvider };

type SocialSignInResponse = { url: string; redirect: boolean };

export type SocialSignInInput = {
  provider: SocialProvider;
  /**
   * From the sign-up page: the account type (and names typed so far) the new account gets. Without it
   * a person with no account yet comes back to sign-in, asked to sign up first.
   */
  signUp?: { role: SocialSignUp["role"]; companyName?: string; university?: string };
  /** Where a failed attempt lands, with `?error=`: the page the button is on. */
  errorCallbackURL: string;
};

export function socialSignIn({ provider, signUp, errorCallbackURL }: SocialSignInInput) {
  const body: SocialSignInRequest = {
    provider,
    callbackURL: paths.app.dashboard.getHref(),
    errorCallbackURL,
    // Where the account lands when this round trip made it: its dashboard, greeted as new.
    ...(signUp && { signUp, newUserCallbackURL: paths.app.dashboard.getHref(true) }),
  };
  return api.post<SocialSignInResponse>("/api/auth/sign-in/social", body);
}

/** Asks the server for the provider's authorization URL, then leaves the app for it. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: socialSignIn,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
