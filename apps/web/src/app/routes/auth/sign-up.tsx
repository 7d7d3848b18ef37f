import { SIGN_UP_ROLES, type SignUpRole } from "@internpath/shared/enums";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignUpConfirmation } from "@/features/auth/components/sign-up-confirmation";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { SocialSignInButtons } from "@/features/auth/components/social-sign-in-buttons";

function parseRole(value: string | null): SignUpRole {
  return SIGN_UP_ROLES.find((role) => role === value) ?? "student";
}

export default function SignUpRoute() {
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <SignUpConfirmation email={sentTo} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      description={
        <>
          Already have an account? <TextLink to={paths.auth.signIn.getHref()}>Sign in</TextLink>
        </>
      }
    >
      <SignUpForm initialRole={parseRole(searchParams.get("role"))} onSignedUp={setSentTo} />
      <div className="my-6 flex items-center gap-3">
        <div className="h-px flex-1 bg-neutral-200" />
        <p className="text-sm text-neutral-600">Or sign up with</p>
        <div className="h-px flex-1 bg-neutral-200" />
      </div>
      <SocialSignInButtons />
      <p className="mt-3 text-center text-xs text-neutral-600">
        Accounts created with a sign-in provider start as student accounts.
      </p>
    </AuthCard>
  );
}
