import { clsx } from "clsx";
import { estimatePasswordStrength } from "@/lib/password-strength";

const BAR_COLORS = ["bg-error-500", "bg-error-500", "bg-warning-500", "bg-success-500", "bg-success-600"];

/**
 * A four-step bar and a word for how guessable a new password is. Meant as a field's hint, so screen
 * readers hear it with the field; the server still refuses the most common passwords whatever it says.
 */
export function PasswordStrengthMeter({ password, minLength }: { password: string; minLength: number }) {
  const { score, label } = estimatePasswordStrength(password);
  return (
    <span className="block space-y-1">
      <span className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={clsx(
              "h-1.5 flex-1 rounded-full",
              password && step <= Math.max(1, score) ? BAR_COLORS[score] : "bg-neutral-200",
            )}
          />
        ))}
      </span>
      <span className="block">
        At least {minLength} characters.{password ? ` Strength: ${label}.` : ""}
      </span>
    </span>
  );
}
