import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to set a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-neutral-600">
        Remembered it? <TextLink to={paths.auth.signIn.getHref()}>Back to sign in</TextLink>
      </p>
    </AuthCard>
  );
}
