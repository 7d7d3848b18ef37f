import type { AdminStudent } from "@internpath/shared/admin-accounts-answers";
import { parseSkills } from "@internpath/shared/internship-schemas";
import { type UseFormReturn, useWatch } from "react-hook-form";
import * as Fields from "@/components/form-fields";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SkillList } from "@/components/ui/skill-list";
import { useCreateAdminStudent, useUpdateAdminStudent } from "../api/account-writes";
import { STUDENT_KIND } from "../utils/account-kinds";
import { STUDENT_FORM_RULES, type StudentFormValues } from "../utils/student-form";
import { AccountForm, SignInCard } from "./account-form";

type StudentFormProps = { mode: "add" } | { mode: "edit"; student: AdminStudent };

/** Add Student and Edit Student. */
export function StudentForm(props: StudentFormProps) {
  const student = props.mode === "edit" ? props.student : undefined;
  return (
    <AccountForm
      kind={STUDENT_KIND}
      account={student}
      rules={STUDENT_FORM_RULES}
      create={useCreateAdminStudent()}
      update={useUpdateAdminStudent()}
    >
      {(form) => {
        const field = Fields.bindFields(form);
        return (
          <>
            <SignInCard
              kind={STUDENT_KIND}
              title="Account"
              nameLabel="Full Name"
              account={student}
              form={form}
            >
              <Fields.LocationField {...field("location")} />
              <Fields.WebsiteField {...field("website")} />
              <Fields.TextareaField label="Bio" className="sm:col-span-2" rows={4} {...field("bio")} />
            </SignInCard>
            <Card>
              <CardHeader title="Education" />
              <CardContent className="grid gap-5 sm:grid-cols-2">
                <Fields.InputField label="University" className="sm:col-span-2" {...field("university")} />
                <Fields.DegreeField {...field("degree")} />
                <Fields.GraduationYearField {...field("graduationYear")} />
                <Fields.SkillsField className="sm:col-span-2" {...field("skills")} />
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
