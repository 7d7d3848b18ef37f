import { useMutation } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";

export type SocialProvider = "github" | "google" | "oidc";

type SocialSignInResponse = { url: string; redirect: boolean };

export function socialSignIn(provider: SocialProvider) {
  return api.post<SocialSignInResponse>("/api/auth/sign-in/social", {
    provider,
    callbackURL: paths.app.dashboard.getHref(),
    errorCallbackURL: paths.auth.signIn.getHref(),
  });
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
