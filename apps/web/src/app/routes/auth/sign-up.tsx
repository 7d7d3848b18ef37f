import { SIGN_UP_ROLES, type SignUpRole } from "@internpath/shared/enums";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { AuthRedirectError } from "@/features/auth/components/auth-redirect-error";
import { SignUpConfirmation } from "@/features/auth/components/sign-up-confirmation";
import { SignUpForm } from "@/features/auth/components/sign-up-form";

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
      <AuthRedirectError />
      <SignUpForm initialRole={parseRole(searchParams.get("role"))} onSignedUp={setSentTo} />
    </AuthCard>
  );
}
