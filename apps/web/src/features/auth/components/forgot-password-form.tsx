import { zodResolver } from "@hookform/resolvers/zod";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@internpath/shared/auth-schemas";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { getErrorMessage } from "@/lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";

export function ForgotPasswordForm() {
  const requestPasswordReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset.mutateAsync(values);
    } catch {
      // Shown in the alert below.
    }
  });

  if (requestPasswordReset.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{AUTH_MESSAGES.resetRequested}</Alert>
        <ButtonLink to={paths.auth.signIn.getHref()} variant="outline" size="lg" fullWidth>
          Back to sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Email" error={errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register("email")}
          />
        )}
      </Field>
      {requestPasswordReset.error && <Alert>{getErrorMessage(requestPasswordReset.error)}</Alert>}
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
