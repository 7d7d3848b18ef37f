import { COMPANY_SIZES } from "@internpath/shared/enums";
import type { ComponentProps, ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, type FieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

/** The label, hint, error and field wrapper of one control; `className` goes to the wrapper. */
type FieldFrame = { label: string; error?: string | undefined; hint?: ReactNode; className?: string };

/**
 * `bindFields(form)("degree")`: what a field component needs of a react-hook-form field, its registration
 * and its error, so a form says `<InputField label="Degree" {...field("degree")} />`.
 */
export function bindFields<Values extends FieldValues>(form: {
  register: UseFormRegister<Values>;
  formState: { errors: FieldErrors<Values> };
}) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (name: Path<Values>) => ({ ...form.register(name), error: errors[name]?.message });
}

/** A labelled field around one kind of control: the frame's props go to the Field, the rest to the control. */
function framed<Props extends object>(Control: (props: Props & FieldControlProps) => ReactNode) {
  return function FramedField({ label, error, hint, className, ...control }: FieldFrame & Props) {
    return (
      <Field label={label} error={error} hint={hint} className={className}>
        {(wiring) => <Control {...wiring} {...(control as Props)} />}
      </Field>
    );
  };
}

export const InputField = framed<ComponentProps<"input">>(Input);
export const TextareaField = framed<ComponentProps<"textarea">>(Textarea);

type FieldProps = FieldFrame & ComponentProps<"input">;

/** The field type a bound field (`bindFields(form)("email")`) fills: its registration and its error. */
export type BoundField = ReturnType<ReturnType<typeof bindFields>>;

export function EmailField(props: Omit<FieldProps, "type">) {
  return <InputField type="email" autoComplete="email" placeholder="you@example.com" {...props} />;
}

export function LocationField(props: Omit<FieldProps, "label">) {
  return <InputField label="Location" placeholder="City, Country" {...props} />;
}

export function WebsiteField(props: Omit<FieldProps, "label">) {
  return (
    <InputField label="Website" type="url" inputMode="url" placeholder="https://example.com" {...props} />
  );
}

export function DegreeField(props: Omit<FieldProps, "label">) {
  return <InputField label="Degree" placeholder="e.g. BSc Computer Science" {...props} />;
}

export function GraduationYearField(props: Omit<FieldProps, "label">) {
  return <InputField label="Graduation Year" type="number" inputMode="numeric" step={1} {...props} />;
}

export function SkillsField(props: Omit<FieldProps, "label" | "hint">) {
  return <InputField label="Skills" hint="Separate skills with commas, e.g. React, SQL, Figma." {...props} />;
}

export function IndustryField(props: Omit<FieldProps, "label">) {
  return <InputField label="Industry" placeholder="e.g. Software" {...props} />;
}

type CompanySizeFieldProps = FieldFrame &
  ComponentProps<"select"> & {
    /** The stored size, kept as an option when it is not one of today's. */
    current: string | null | undefined;
    /** The empty option's words. */
    emptyLabel: string;
  };

/** Company Size: the shared sizes, "… employees". */
export function CompanySizeField({
  label,
  error,
  className,
  current,
  emptyLabel,
  ...select
}: CompanySizeFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <Select {...control} {...select}>
          <option value="">{emptyLabel}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} employees
            </option>
          ))}
          {current && !(COMPANY_SIZES as readonly string[]).includes(current) && (
            <option value={current}>{current}</option>
          )}
        </Select>
      )}
    </Field>
  );
}

type FormButtonsProps = {
  submitLabel: string;
  isSubmitting: boolean;
  /** Cancel as a link back (a page) or a handler (an inline form or a dialog); disabled while saving. */
  cancel: { to: string } | { onClick: () => void };
  /** The gap between the buttons; a dialog's is tighter. */
  gap?: "gap-2" | "gap-3";
};

/** A form's Cancel and submit buttons, side by side from `sm` up, submit on top on a phone. */
export function FormButtons({ submitLabel, isSubmitting, cancel, gap = "gap-3" }: FormButtonsProps) {
  return (
    <div className={`flex flex-col-reverse ${gap} sm:flex-row sm:justify-end`}>
      {"to" in cancel ? (
        <ButtonLink to={cancel.to} variant="outline">
          Cancel
        </ButtonLink>
      ) : (
        <Button variant="outline" onClick={cancel.onClick} disabled={isSubmitting}>
          Cancel
        </Button>
      )}
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
