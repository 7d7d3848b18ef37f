import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { OrContinueWithEmail, SocialSignInButtons } from "@/features/auth/components/social-sign-in-buttons";

export default function SignInRoute() {
  return (
    <AuthCard
      title="Welcome back"
      description={
        <>
          Don't have an account? <TextLink to={paths.auth.signUp.getHref()}>Create an account</TextLink>
        </>
      }
    >
      <SocialSignInButtons errorCallbackURL={paths.auth.signIn.getHref()} />
      <OrContinueWithEmail />
      <SignInForm />
    </AuthCard>
  );
}
