import { Navigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/**
 * Reached from the emailed link: ?token=... when valid, ?error=... when the link is dead. An account an
 * admin made lands here too, with `invited=1` (decision 012).
 */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const isInvitation = searchParams.get("invited") === "1";

  if (!token) {
    const signIn = paths.auth.signIn.getHref();
    const note = isInvitation ? "invite_error=1" : "reset_error=1";
    return <Navigate to={searchParams.has("error") ? `${signIn}?${note}` : signIn} replace />;
  }

  return isInvitation ? (
    <AuthCard
      title="Set your password"
      description="Welcome to InternPath. Choose a password to finish setting up your account."
    >
      <ResetPasswordForm token={token} isInvitation />
    </AuthCard>
  ) : (
    <AuthCard title="Set new password" description="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
