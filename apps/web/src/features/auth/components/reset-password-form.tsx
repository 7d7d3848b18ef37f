import { zodResolver } from "@hookform/resolvers/zod";
import { type ResetPasswordFormValues, resetPasswordFormSchema } from "@internpath/shared/auth-schemas";
import { PASSWORD_MIN_LENGTH, TOAST_DEFAULT_MS } from "@internpath/shared/limits";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordStrengthMeter } from "@/components/ui/password-strength";
import { paths } from "@/config/paths";
import { getErrorMessage } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const password = useWatch({ control, name: "password" });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ newPassword: password, token });
      toast.success("Password updated successfully! Please sign in with your new password.", {
        duration: TOAST_DEFAULT_MS,
      });
      navigate(paths.auth.signIn.getHref(), { replace: true });
    } catch {
      toast.error("Failed to update password");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        label="New password"
        error={errors.password?.message}
        hint={<PasswordStrengthMeter password={password} minLength={PASSWORD_MIN_LENGTH} />}
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...register("password")} />
        )}
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...register("confirmPassword")} />
        )}
      </Field>
      {resetPassword.error && <Alert>{getErrorMessage(resetPassword.error)}</Alert>}
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        Update password
      </Button>
    </form>
  );
}
