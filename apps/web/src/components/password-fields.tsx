import { PASSWORD_MIN_LENGTH } from "@internpath/shared/limits";
import type { ComponentProps } from "react";
import { type BoundField, InputField } from "@/components/form-fields";
import { PasswordStrengthMeter } from "@/components/ui/password-strength";

type PasswordFieldProps = Omit<ComponentProps<typeof InputField>, "type">;

/** A password the person already has (sign-in, or the current one when changing it). */
export function PasswordField(props: PasswordFieldProps) {
  return <InputField type="password" autoComplete="current-password" {...props} />;
}

type NewPasswordFieldsProps = {
  /** What is typed in the first field, for the strength meter under it. */
  password: string;
  newPassword: BoundField;
  confirmPassword: BoundField;
  label?: string;
  confirmLabel?: string;
};

/** A new password, with how guessable it is shown as it is typed, and the same again to confirm it. */
export function NewPasswordFields({
  password,
  newPassword,
  confirmPassword,
  label = "New password",
  confirmLabel = "Confirm new password",
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={<PasswordStrengthMeter password={password} minLength={PASSWORD_MIN_LENGTH} />}
        {...newPassword}
      />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
