import { zodResolver } from "@hookform/resolvers/zod";
import {
  forgotPasswordSchema,
  resendVerificationSchema,
  type SignInInput,
  signInSchema,
} from "@internpath/shared/auth-schemas";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { EmailField } from "@/components/form-fields";
import { PasswordField } from "@/components/password-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useRequestSignInLink } from "../api/request-sign-in-link";
import { useResendVerification } from "../api/resend-verification";
import { useSignIn } from "../api/sign-in";
import { afterSignInPath } from "../utils/new-account";
import { AuthRedirectError } from "./auth-redirect-error";

/** Notes carried in the URL: after email verification, a failed social sign-in, a dead reset or invitation link. */
function RedirectNotes() {
  const [searchParams] = useSearchParams();
  if (searchParams.get("via") === "link" && searchParams.get("error")) {
    return <Alert className="mb-5">{AUTH_MESSAGES.signInLinkInvalid}</Alert>;
  }
  if (searchParams.get("error")) return <AuthRedirectError offerSignUp />;
  if (searchParams.get("reset_error") === "1") {
    return (
      <Alert className="mb-5">
        <p>{AUTH_MESSAGES.invalidResetToken}</p>
        <p className="mt-1">
          <TextLink to={paths.auth.forgotPassword.getHref()} className="text-error-800">
            Request a new link
          </TextLink>
        </p>
      </Alert>
    );
  }
  if (searchParams.get("invite_error") === "1") {
    return (
      <Alert className="mb-5">
        <p>
          This invitation link is invalid or has expired. Ask an administrator to send a new one, or set a
          password with a reset link.
        </p>
        <p className="mt-1">
          <TextLink to={paths.auth.forgotPassword.getHref()} className="text-error-800">
            Request a reset link
          </TextLink>
        </p>
      </Alert>
    );
  }
  if (searchParams.get("verified") === "1") {
    return (
      <Alert tone="success" className="mb-5">
        Email verified. You can now sign in.
      </Alert>
    );
  }
  return null;
}

export function SignInForm() {
  const isHydrated = useIsHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const afterSignIn = afterSignInPath(searchParams);
  const signIn = useSignIn();
  const resendVerification = useResendVerification();
  const requestSignInLink = useRequestSignInLink();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    // The errors clear when either field is edited, and come back only on the next submit.
    reValidateMode: "onSubmit",
  });

  const onSubmit = handleSubmit(async (values) => {
    requestSignInLink.reset();
    try {
      await signIn.mutateAsync(values);
      toast.success("Signed in successfully!");
      navigate(afterSignIn, { replace: true });
    } catch {
      // The mutation's error is shown in the alert below.
    }
  });

  async function resend() {
    const parsed = resendVerificationSchema.safeParse({ email: getValues("email") });
    if (!parsed.success) {
      setError("email", {
        message: parsed.error.issues[0]?.message ?? "Email is required to resend verification",
      });
      setFocus("email");
      return;
    }
    try {
      await resendVerification.mutateAsync(parsed.data);
      toast.success("Verification email sent!");
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  async function sendSignInLink() {
    const parsed = forgotPasswordSchema.safeParse({ email: getValues("email") });
    if (!parsed.success) {
      setError("email", { message: parsed.error.issues[0]?.message ?? "Email is required" });
      setFocus("email");
      return;
    }
    try {
      await requestSignInLink.mutateAsync({ email: parsed.data.email, callbackURL: afterSignIn });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  }

  const clearOnEdit = {
    onChange: () => {
      clearErrors();
      requestSignInLink.reset();
    },
  };
  const isEmailNotVerified = isApiError(signIn.error, "EMAIL_NOT_VERIFIED");
  const isLocked = isApiError(signIn.error, "SIGN_IN_LOCKED");

  return (
    // A native submit (before hydration) would be a POST to this page, never a URL with the password in it.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {signIn.isIdle && <RedirectNotes />}
      <EmailField label="Email" error={errors.email?.message} {...register("email", clearOnEdit)} />
      <div className="space-y-2">
        <PasswordField
          label="Password"
          error={errors.password?.message}
          {...register("password", clearOnEdit)}
        />
        <div className="text-right text-sm">
          <TextLink standalone to={paths.auth.forgotPassword.getHref()}>
            Forgot password?
          </TextLink>
        </div>
      </div>

      {requestSignInLink.isSuccess ? (
        <Alert tone="success">{AUTH_MESSAGES.signInLinkSent}</Alert>
      ) : (
        signIn.error && (
          <Alert>
            <p>{getErrorMessage(signIn.error)}</p>
            {isLocked && (
              <div className="mt-3">
                <Button
                  variant="outline"
                  size="sm"
                  isLoading={requestSignInLink.isPending}
                  onClick={sendSignInLink}
                >
                  Email me a sign-in link
                </Button>
              </div>
            )}
            {isEmailNotVerified && (
              <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
                <span>Didn't get the email?</span>
                <Button variant="outline" size="sm" isLoading={resendVerification.isPending} onClick={resend}>
                  Resend verification email
                </Button>
              </div>
            )}
          </Alert>
        )
      )}

      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting} disabled={!isHydrated}>
        Sign in
      </Button>
    </form>
  );
}
