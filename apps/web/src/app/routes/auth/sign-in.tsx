import { useSearchParams } from "react-router";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import {
  OrContinueWithEmail,
  ProviderSignIn,
  SocialSignInButtons,
} from "@/features/auth/components/social-sign-in-buttons";
import { isNewAccountArrival } from "@/features/auth/utils/new-account";

export default function SignInRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={isNewAccountArrival(searchParams) ? "Welcome" : "Welcome back"}
      description={
        <>
          Don't have an account? <TextLink to={paths.auth.signUp.getHref()}>Create an account</TextLink>
        </>
      }
    >
      <ProviderSignIn>
        <SocialSignInButtons errorCallbackURL={paths.auth.signIn.getHref()} />
        <OrContinueWithEmail />
      </ProviderSignIn>
      <SignInForm />
    </AuthCard>
  );
}
