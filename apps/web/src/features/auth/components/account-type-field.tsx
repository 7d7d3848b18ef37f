import type { SignUpRole } from "@internpath/shared/enums";
import { clsx } from "clsx";
import { Building2, GraduationCap, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/ui/field";

type AccountTypeOption = { value: SignUpRole; label: string; description: string; icon: LucideIcon };

const OPTIONS: AccountTypeOption[] = [
  { value: "student", label: "Student", description: "Find and apply to internships", icon: GraduationCap },
  { value: "company", label: "Company", description: "Post internships and hire", icon: Building2 },
];

type AccountTypeFieldProps = { registration: UseFormRegisterReturn; error?: string | undefined };

/** Student or Company as a radio group; each card is one large click target. */
export function AccountTypeField({ registration, error }: AccountTypeFieldProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-neutral-800">Account Type</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className={clsx(
              "flex cursor-pointer items-start gap-3 rounded-control border border-neutral-300 bg-white p-3 transition-colors",
              "hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600",
            )}
          >
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-description`}
              {...registration}
            />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5">
                <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span id={`${id}-${value}-label`} className="text-sm font-semibold text-neutral-900">
                  {label}
                </span>
              </span>
              <span id={`${id}-${value}-description`} className="mt-0.5 block text-xs text-neutral-600">
                {description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
