import { zodResolver } from "@hookform/resolvers/zod";
import { type ResetPasswordFormValues, resetPasswordFormSchema } from "@internpath/shared/auth-schemas";
import { TOAST_DEFAULT_MS } from "@internpath/shared/limits";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { bindFields } from "@/components/form-fields";
import { NewPasswordFields } from "@/components/password-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { getErrorMessage } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { INVITATION_ACCEPTED_URL } from "../utils/new-account";

/** `isInvitation`: an account an admin made sets its first password (decision 012). */
export function ResetPasswordForm({
  token,
  isInvitation = false,
}: {
  token: string;
  isInvitation?: boolean;
}) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { control, handleSubmit, formState } = form;
  const field = bindFields(form);
  const password = useWatch({ control, name: "password" });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ newPassword: password, token });
      toast.success(
        isInvitation
          ? "Password set! Please sign in with your new password."
          : "Password updated successfully! Please sign in with your new password.",
        { duration: TOAST_DEFAULT_MS },
      );
      navigate(isInvitation ? INVITATION_ACCEPTED_URL : paths.auth.signIn.getHref(), { replace: true });
    } catch {
      toast.error("Failed to update password");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NewPasswordFields
        password={password}
        newPassword={field("password")}
        confirmPassword={field("confirmPassword")}
      />
      {resetPassword.error && <Alert>{getErrorMessage(resetPassword.error)}</Alert>}
      <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting}>
        {isInvitation ? "Set password" : "Update password"}
      </Button>
    </form>
  );
}
