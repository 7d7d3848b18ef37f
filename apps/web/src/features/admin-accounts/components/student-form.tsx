import type { AdminStudent } from "@internpath/shared/admin-accounts-types";
import { parseSkills } from "@internpath/shared/internship-schemas";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SkillList } from "@/components/ui/skill-list";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useCreateAdminStudent } from "../api/create-admin-student";
import { useUpdateAdminStudent } from "../api/update-admin-student";
import { resolverErrors } from "../utils/form-errors";
import { INVITATION_HINT } from "../utils/invitation";
import {
  isStudentFormField,
  type StudentFormValues,
  toStudentCreate,
  toStudentFormValues,
  toStudentUpdate,
  validateStudentForm,
} from "../utils/student-form";
import { ReadOnlyEmail } from "./read-only-email";

type StudentFormProps = { mode: "add" } | { mode: "edit"; student: AdminStudent };

/** Add Student and Edit Student, judged by the shared schema before sending and by the server after. */
export function StudentForm(props: StudentFormProps) {
  const navigate = useNavigate();
  const create = useCreateAdminStudent();
  const update = useUpdateAdminStudent();
  const student = props.mode === "edit" ? props.student : undefined;

  const resolver: Resolver<StudentFormValues> = async (values) => {
    const error = validateStudentForm(props.mode, values);
    return error ? { values: {}, errors: resolverErrors(error) } : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<StudentFormValues>({ defaultValues: toStudentFormValues(student), resolver });
  const skillsText = useWatch({ control, name: "skills" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (props.mode === "add") {
        const created = await create.mutateAsync(toStudentCreate(values));
        toast.success(`Student added. We emailed ${created.email} a link to set a password.`);
        navigate(paths.admin.student.getHref(created.id));
      } else {
        const saved = await update.mutateAsync({ id: props.student.id, values: toStudentUpdate(values) });
        toast.success("Student updated successfully");
        navigate(paths.admin.student.getHref(saved.id));
      }
    } catch (error) {
      let isFirst = true;
      if (isApiError(error)) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = path.split(".")[0] ?? "";
          if (!isStudentFormField(field)) continue;
          setError(field, { type: "server", message }, { shouldFocus: isFirst });
          isFirst = false;
        }
      }
      toast.error(`Failed to save student: ${getErrorMessage(error)}`);
    }
  });

  const cancelTo = student ? paths.admin.student.getHref(student.id) : paths.admin.students.getHref();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label={props.mode === "add" ? "Add student" : "Edit student"}
    >
      <Card>
        <CardHeader
          title="Account"
          description={
            props.mode === "add"
              ? INVITATION_HINT
              : "The email is how the student signs in; it cannot be changed here."
          }
        />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" error={errors.fullName?.message}>
            {(field) => <Input {...field} autoComplete="off" {...register("fullName")} />}
          </Field>
          {props.mode === "add" ? (
            <Field label="Email" error={errors.email?.message}>
              {(field) => <Input {...field} type="email" autoComplete="off" {...register("email")} />}
            </Field>
          ) : (
            <ReadOnlyEmail email={student?.email ?? ""} />
          )}
          <Field label="Location" error={errors.location?.message}>
            {(field) => <Input {...field} placeholder="City, Country" {...register("location")} />}
          </Field>
          <Field label="Website" error={errors.website?.message}>
            {(field) => (
              <Input
                {...field}
                type="url"
                inputMode="url"
                placeholder="https://example.com"
                {...register("website")}
              />
            )}
          </Field>
          <Field label="Bio" error={errors.bio?.message} className="sm:col-span-2">
            {(field) => <Textarea {...field} rows={4} {...register("bio")} />}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Education" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label="University" error={errors.university?.message} className="sm:col-span-2">
            {(field) => <Input {...field} {...register("university")} />}
          </Field>
          <Field label="Degree" error={errors.degree?.message}>
            {(field) => <Input {...field} placeholder="e.g. BSc Computer Science" {...register("degree")} />}
          </Field>
          <Field label="Graduation Year" error={errors.graduationYear?.message}>
            {(field) => (
              <Input {...field} type="number" inputMode="numeric" step={1} {...register("graduationYear")} />
            )}
          </Field>
          <Field
            label="Skills"
            hint="Separate skills with commas, e.g. React, SQL, Figma."
            error={errors.skills?.message}
            className="sm:col-span-2"
          >
            {(field) => <Input {...field} {...register("skills")} />}
          </Field>
          <SkillList skills={parseSkills(skillsText)} label="Skills preview" className="sm:col-span-2" />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" isLoading={isSubmitting}>
          {props.mode === "add" ? "Add Student" : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
