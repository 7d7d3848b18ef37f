import { Navigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { AuthCard } from "@/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

/** Reached from the emailed link: ?token=... when valid, ?error=... when the link is dead. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");

  if (!token) {
    const signIn = paths.auth.signIn.getHref();
    return <Navigate to={searchParams.has("error") ? `${signIn}?reset_error=1` : signIn} replace />;
  }

  return (
    <AuthCard title="Set new password" description="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
