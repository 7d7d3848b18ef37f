import type { AdminStudent } from "@internpath/shared/admin-accounts-types";
import { parseSkills } from "@internpath/shared/internship-schemas";
import { type UseFormReturn, useWatch } from "react-hook-form";
import {
  bindFields,
  DegreeField,
  GraduationYearField,
  InputField,
  LocationField,
  SkillsField,
  TextareaField,
  WebsiteField,
} from "@/components/form-fields";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SkillList } from "@/components/ui/skill-list";
import { useCreateAdminStudent } from "../api/create-admin-student";
import { useUpdateAdminStudent } from "../api/update-admin-student";
import { STUDENT_KIND } from "../utils/account-kinds";
import {
  isStudentFormField,
  type StudentFormValues,
  toStudentCreate,
  toStudentFormValues,
  toStudentUpdate,
  validateStudentForm,
} from "../utils/student-form";
import { AccountForm, SignInCard } from "./account-form";

type StudentFormProps = { mode: "add" } | { mode: "edit"; student: AdminStudent };

/** Add Student and Edit Student. */
export function StudentForm(props: StudentFormProps) {
  const create = useCreateAdminStudent();
  const update = useUpdateAdminStudent();
  const student = props.mode === "edit" ? props.student : undefined;
  return (
    <AccountForm
      kind={STUDENT_KIND}
      account={student}
      defaultValues={toStudentFormValues(student)}
      validate={validateStudentForm}
      isField={isStudentFormField}
      create={(values) => create.mutateAsync(toStudentCreate(values))}
      update={(id, values) => update.mutateAsync({ id, values: toStudentUpdate(values) })}
    >
      {(form) => {
        const field = bindFields(form);
        return (
          <>
            <SignInCard
              kind={STUDENT_KIND}
              title="Account"
              nameLabel="Full Name"
              account={student}
              form={form}
            >
              <LocationField {...field("location")} />
              <WebsiteField {...field("website")} />
              <TextareaField label="Bio" className="sm:col-span-2" rows={4} {...field("bio")} />
            </SignInCard>
            <Card>
              <CardHeader title="Education" />
              <CardContent className="grid gap-5 sm:grid-cols-2">
                <InputField label="University" className="sm:col-span-2" {...field("university")} />
                <DegreeField {...field("degree")} />
                <GraduationYearField {...field("graduationYear")} />
                <SkillsField className="sm:col-span-2" {...field("skills")} />
                <SkillsPreview form={form} />
              </CardContent>
            </Card>
          </>
        );
      }}
    </AccountForm>
  );
}

function SkillsPreview({ form }: { form: UseFormReturn<StudentFormValues> }) {
  const skillsText = useWatch({ control: form.control, name: "skills" });
  return <SkillList skills={parseSkills(skillsText)} label="Skills preview" className="sm:col-span-2" />;
}
