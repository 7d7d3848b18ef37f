import { zodResolver } from "@hookform/resolvers/zod";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@internpath/shared/auth-schemas";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { useForm } from "react-hook-form";
import { bindFields, EmailField } from "@/components/form-fields";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { getErrorMessage } from "@/lib/api-client";
import { useRequestPasswordReset } from "../api/request-password-reset";

export function ForgotPasswordForm() {
  const requestPasswordReset = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (values) => {
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
      <EmailField label="Email" {...field("email")} />
      {requestPasswordReset.error && <Alert>{getErrorMessage(requestPasswordReset.error)}</Alert>}
      <Button type="submit" size="lg" fullWidth isLoading={form.formState.isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
