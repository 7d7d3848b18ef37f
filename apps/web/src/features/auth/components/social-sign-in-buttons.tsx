import { KeyRound } from "lucide-react";
import { type ReactNode, useId } from "react";
import toast from "react-hot-toast";
import { GitHubIcon, GoogleIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { usePublicConfig } from "../api/get-public-config";
import { type SocialProvider, type SocialSignInInput, useSocialSignIn } from "../api/social-sign-in";

type ProviderButton = {
  provider: SocialProvider;
  name: string;
  icon: ReactNode;
  /** Unknown until the server's configuration has loaded. */
  isConfigured: boolean | undefined;
};

function notConfiguredMessage(name: string) {
  return `${name} sign-in is not configured on this server.`;
}

type SocialSignInButtonsProps = {
  /** Sign-up passes the chosen account type; sign-in does not, so nobody new gets an account there. */
  signUp?: () => SocialSignInInput["signUp"] | null;
  errorCallbackURL: string;
  /** "Continue with" on sign-in, "Sign up with" on sign-up. */
  verb?: string;
};

/**
 * Whether this server offers sign-in with any provider; undefined until its configuration has loaded
 * (the pages rendered at build time show the buttons then).
 */
function useOffersProviders(): boolean | undefined {
  const { data: config } = usePublicConfig();
  if (!config) return undefined;
  const { github, google, oidc } = config.providers;
  return github || google || oidc.enabled;
}

/**
 * The provider buttons and what goes with them (a divider, a note), left out altogether on a server that
 * offers no provider: the email form then comes first, without buttons that cannot be used.
 */
export function ProviderSignIn({ children }: { children: ReactNode }) {
  return useOffersProviders() === false ? null : children;
}

/**
 * The spec's Google and GitHub buttons, and the configured single sign-on. A provider this server is
 * not set up for shows its button disabled with the reason under it, before anyone clicks (when it offers
 * another; ProviderSignIn leaves them all out when it offers none).
 */
export function SocialSignInButtons({
  signUp,
  errorCallbackURL,
  verb = "Continue with",
}: SocialSignInButtonsProps) {
  const { data: config } = usePublicConfig();
  const socialSignIn = useSocialSignIn();
  const reasonId = useId();

  const buttons: ProviderButton[] = [
    {
      provider: "google",
      name: "Google",
      icon: <GoogleIcon className="size-5" />,
      isConfigured: config?.providers.google,
    },
    {
      provider: "github",
      name: "GitHub",
      icon: <GitHubIcon className="size-5" />,
      isConfigured: config?.providers.github,
    },
  ];
  if (config?.providers.oidc.enabled) {
    buttons.push({
      provider: "oidc",
      name: config.providers.oidc.name || "single sign-on",
      icon: <KeyRound className="size-5" aria-hidden="true" />,
      isConfigured: true,
    });
  }

  async function start({ provider, name }: ProviderButton) {
    const chosen = signUp?.();
    // The sign-up form said what is missing (it moved focus there); nothing leaves for the provider.
    if (chosen === null) return;
    toast.success(`Signing in with ${name}...`, { id: `social-${provider}` });
    try {
      await socialSignIn.mutateAsync({ provider, errorCallbackURL, ...(chosen && { signUp: chosen }) });
    } catch (error) {
      const message = isApiError(error, "PROVIDER_NOT_CONFIGURED")
        ? notConfiguredMessage(name)
        : isApiError(error)
          ? error.message
          : `Could not start ${name} sign-in. Please try again.`;
      toast.error(message, { id: `social-${provider}` });
    }
  }

  return (
    // One column as wide as the card: a long single sign-on name wraps inside its button on a phone
    // instead of widening the column past the card.
    <div className="grid grid-cols-1 gap-3">
      {buttons.map((button) => {
        const isPending = socialSignIn.isPending && socialSignIn.variables?.provider === button.provider;
        const isUnavailable = button.isConfigured === false;
        const describedBy = isUnavailable ? `${reasonId}-${button.provider}` : undefined;
        return (
          <div key={button.provider}>
            <Button
              variant="outline"
              size="lg"
              fullWidth
              isLoading={isPending}
              disabled={socialSignIn.isPending || isUnavailable}
              aria-describedby={describedBy}
              onClick={() => start(button)}
            >
              {!isPending && button.icon}
              {isUnavailable ? (
                // The reason sits inside the button, so it appears without moving the form below.
                <span className="flex min-w-0 flex-col items-start leading-tight">
                  <span className="whitespace-normal">
                    {verb} {button.name}
                  </span>
                  <span className="text-xs font-normal">Not configured on this server</span>
                </span>
              ) : (
                <span className="min-w-0 leading-tight whitespace-normal">
                  {verb} {button.name}
                </span>
              )}
            </Button>
            {describedBy && (
              <span id={describedBy} className="sr-only">
                {notConfiguredMessage(button.name)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function OrContinueWithEmail() {
  return (
    <div className="my-6 flex items-center gap-3">
      <div className="h-px flex-1 bg-neutral-200" />
      <p className="text-sm text-neutral-600">Or continue with email</p>
      <div className="h-px flex-1 bg-neutral-200" />
    </div>
  );
}
