import { zodResolver } from "@hookform/resolvers/zod";
import type { EditableInternship } from "@internpath/shared/api-types";
import {
  type InternshipValues,
  internshipInputSchema,
  parseSkills,
  skillsField,
} from "@internpath/shared/internship-schemas";
import type { ReactElement, ReactNode, RefCallback } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, type FieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { getErrorMessage, isApiError } from "@/lib/api-client";

/**
 * The same rules as the server, with skills typed as comma-separated text. `companyId` is only sent
 * by an admin, who posts for a company chosen in the form (required there).
 */
const internshipFormSchema = internshipInputSchema.extend({
  skills: z.string().transform(parseSkills).pipe(skillsField),
  companyId: z.string().optional(),
});
const internshipForCompanyFormSchema = internshipFormSchema.extend({
  companyId: z.string().min(1, { error: "Choose a company" }),
});

type InternshipFormInput = z.input<typeof internshipFormSchema>;
type InternshipFormValues = z.output<typeof internshipFormSchema>;
type InternshipFormField = keyof InternshipFormInput;

const FORM_FIELDS = Object.keys(internshipFormSchema.shape) as InternshipFormField[];

function isFormField(name: string): name is InternshipFormField {
  return (FORM_FIELDS as string[]).includes(name);
}

const EMPTY_VALUES: InternshipFormInput = {
  title: "",
  location: "",
  duration: "",
  description: "",
  requirements: "",
  skills: "",
  type: "full-time",
  isRemote: false,
  stipend: "",
  deadline: "",
  status: "draft",
  companyId: "",
};

function toFormValues(internship: EditableInternship): InternshipFormInput {
  return {
    title: internship.title,
    location: internship.location,
    duration: internship.duration,
    description: internship.description,
    requirements: internship.requirements,
    skills: internship.skills.join(", "),
    type: internship.type,
    isRemote: internship.isRemote,
    stipend: internship.stipend ?? "",
    deadline: internship.deadline ?? "",
    status: internship.status,
  };
}

/** What the form hands the company field (an admin's company picker). */
export type CompanyFieldProps = FieldControlProps & {
  value: string;
  onChange: (companyId: string) => void;
  inputRef: RefCallback<HTMLInputElement>;
};

type InternshipFormProps = {
  /** Absent when creating. */
  internship?: EditableInternship;
  submitLabel: string;
  onSubmit: (values: InternshipValues & { companyId?: string }) => Promise<unknown>;
  /** An admin creating: the company the internship is for, a required field. */
  companyField?: (props: CompanyFieldProps) => ReactNode;
  /** Where Cancel goes (a company's list by default). */
  cancelHref?: string;
};

/**
 * Create and edit share this form. A failed save keeps what was typed; the server's field errors
 * show under their fields.
 */
export function InternshipForm({
  internship,
  submitLabel,
  onSubmit,
  companyField,
  cancelHref = paths.app.manageInternships.getHref(),
}: InternshipFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InternshipFormInput, unknown, InternshipFormValues>({
    resolver: zodResolver(companyField ? internshipForCompanyFormSchema : internshipFormSchema),
    defaultValues: internship ? toFormValues(internship) : EMPTY_VALUES,
  });
  const skillsText = useWatch({ control, name: "skills" });
  const skills = parseSkills(skillsText ?? "");

  const submit = handleSubmit(async (values) => {
    try {
      // Only an admin names the company; a company's form sends none.
      const { companyId, ...fields } = values;
      await onSubmit(companyId ? { ...fields, companyId } : fields);
    } catch (error) {
      toast.error("Failed to save internship");
      if (!isApiError(error)) return;
      let focused = false;
      for (const [path, message] of Object.entries(error.fields)) {
        // The server names list items "skills.2"; the form has one skills box.
        const name = path.split(".")[0] ?? path;
        if (!isFormField(name)) continue;
        setError(name, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      if (!focused) setError("root.server", { type: "server", message: getErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {companyField && (
        <FormSection title="Company" description="The company this internship is posted for.">
          <Field label="Company" error={errors.companyId?.message} className="sm:col-span-2">
            {(fieldControl) => (
              <Controller
                control={control}
                name="companyId"
                render={({ field }) =>
                  companyField({
                    ...fieldControl,
                    value: field.value ?? "",
                    onChange: field.onChange,
                    inputRef: field.ref,
                  }) as ReactElement
                }
              />
            )}
          </Field>
        </FormSection>
      )}
      <FormSection title="Visibility" description="Whether students see this internship once it is saved.">
        <Field
          label="Status"
          error={errors.status?.message}
          hint="Only open internships are shown to students; a draft waits until you open it."
        >
          {(field) => (
            <Select {...field} {...register("status")}>
              <option value="draft">Draft</option>
              <option value="open">Open</option>
              <option value="closed">Closed</option>
            </Select>
          )}
        </Field>
      </FormSection>
      <FormSection title="The role" description="What the intern will do, where and for how long.">
        <Field label="Title" error={errors.title?.message} className="sm:col-span-2">
          {(field) => (
            <Input {...field} placeholder="e.g. Frontend Engineering Intern" {...register("title")} />
          )}
        </Field>
        <Field label="Location" error={errors.location?.message}>
          {(field) => <Input {...field} placeholder="e.g. Berlin, Germany" {...register("location")} />}
        </Field>
        <Field label="Duration" error={errors.duration?.message}>
          {(field) => <Input {...field} placeholder="e.g. 6 months" {...register("duration")} />}
        </Field>
        <Field label="Internship Type" error={errors.type?.message}>
          {(field) => (
            <Select {...field} {...register("type")}>
              <option value="full-time">Full-time</option>
              <option value="part-time">Part-time</option>
            </Select>
          )}
        </Field>
        <div className="flex items-end">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-neutral-800">
            <input
              type="checkbox"
              className="size-4 rounded border-neutral-400 accent-brand-600"
              {...register("isRemote")}
            />
            <span>
              Remote <span className="font-normal text-neutral-600">(can be done from anywhere)</span>
            </span>
          </label>
        </div>
      </FormSection>

      <FormSection title="Details" description="Students read these before they apply.">
        <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
          {(field) => <Textarea {...field} rows={6} {...register("description")} />}
        </Field>
        <Field label="Requirements" error={errors.requirements?.message} className="sm:col-span-2">
          {(field) => <Textarea {...field} rows={5} {...register("requirements")} />}
        </Field>
        <Field
          label="Skills"
          error={errors.skills?.message}
          hint="Separate skills with commas, e.g. React, TypeScript, SQL."
          className="sm:col-span-2"
        >
          {(field) => <Input {...field} placeholder="React, TypeScript, SQL" {...register("skills")} />}
        </Field>
        {skills.length > 0 && (
          <div className="sm:col-span-2">
            <p className="sr-only">Skills as students will see them:</p>
            <ul className="flex flex-wrap gap-1.5">
              {skills.map((skill) => (
                <li key={skill.toLowerCase()}>
                  <Badge tone="brand">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </FormSection>

      <FormSection title="Pay and deadline">
        <Field label="Stipend" error={errors.stipend?.message} hint="Optional, e.g. €1,500 / month.">
          {(field) => <Input {...field} {...register("stipend")} />}
        </Field>
        <Field
          label="Application Deadline"
          error={errors.deadline?.message}
          hint="Optional; leave empty for open until filled."
        >
          {(field) => <Input {...field} type="date" {...register("deadline")} />}
        </Field>
      </FormSection>

      {errors.root?.server?.message && <Alert>{errors.root.server.message}</Alert>}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={cancelHref} variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

type FormSectionProps = { title: string; description?: string; children: ReactNode };

function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card>
      <div className="border-b border-neutral-200 px-5 py-4">
        <h2 className="text-base font-semibold text-neutral-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
      </div>
      <div className="grid grid-cols-1 gap-5 px-5 py-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}
