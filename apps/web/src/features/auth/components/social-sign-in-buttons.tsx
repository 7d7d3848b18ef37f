import { KeyRound } from "lucide-react";
import { type ReactNode, useId } from "react";
import toast from "react-hot-toast";
import { GitHubIcon, GoogleIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { usePublicConfig } from "../api/get-public-config";
import { type SocialProvider, useSocialSignIn } from "../api/social-sign-in";

type ProviderButton = {
  provider: SocialProvider;
  name: string;
  icon: ReactNode;
  isConfigured: boolean | undefined;
};

function notConfiguredMessage(name: string) {
  return `${name} sign-in is not configured on this server.`;
}

export function SocialSignInButtons() {
  const { data: config } = usePublicConfig();
  const socialSignIn = useSocialSignIn();
  const descriptionId = useId();

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

  async function startSignIn({ provider, name, isConfigured }: ProviderButton) {
    if (isConfigured === false) {
      toast.error(notConfiguredMessage(name), { id: `social-${provider}` });
      return;
    }
    toast.success(`Signing in with ${name}...`, { id: `social-${provider}` });
    try {
      await socialSignIn.mutateAsync(provider);
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
    <div className="grid gap-3">
      {buttons.map((button) => {
        const isPending = socialSignIn.isPending && socialSignIn.variables === button.provider;
        const describedBy = button.isConfigured === false ? `${descriptionId}-${button.provider}` : undefined;
        return (
          <div key={button.provider}>
            <Button
              variant="outline"
              size="lg"
              fullWidth
              isLoading={isPending}
              disabled={socialSignIn.isPending}
              aria-describedby={describedBy}
              onClick={() => startSignIn(button)}
            >
              {!isPending && button.icon}
              Continue with {button.name}
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
