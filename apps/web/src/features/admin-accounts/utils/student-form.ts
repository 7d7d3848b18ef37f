import type { AdminStudent } from "@internpath/shared/admin-accounts-answers";
import {
  type AdminStudentCreateInput,
  type AdminStudentUpdateInput,
  adminStudentCreateSchema,
  adminStudentUpdateSchema,
} from "@internpath/shared/admin-accounts-schemas";
import { parseSkills } from "@internpath/shared/internship-schemas";
import type { z } from "zod";
import { failureOf, fieldGuard } from "./form-errors";

export type StudentFormValues = ReturnType<typeof toStudentFormValues>;

export function toStudentFormValues(student?: AdminStudent) {
  return {
    email: student?.email ?? "",
    fullName: student?.fullName ?? "",
    university: student?.university ?? "",
    degree: student?.degree ?? "",
    graduationYear: student?.graduationYear == null ? "" : String(student.graduationYear),
    location: student?.location ?? "",
    website: student?.website ?? "",
    skills: student?.skills.join(", ") ?? "",
    bio: student?.bio ?? "",
  };
}

/** An empty year clears it; anything else goes as a number for the shared schema to judge ("soon" is NaN). */
function toYear(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

export function toStudentUpdate(values: StudentFormValues): AdminStudentUpdateInput {
  const { email: _email, ...fields } = values;
  return { ...fields, graduationYear: toYear(values.graduationYear), skills: parseSkills(values.skills) };
}

export function toStudentCreate(values: StudentFormValues): AdminStudentCreateInput {
  return { ...toStudentUpdate(values), email: values.email } as AdminStudentCreateInput;
}

export function validateStudentForm(mode: "add" | "edit", values: StudentFormValues): z.ZodError | null {
  return failureOf(
    mode === "add"
      ? adminStudentCreateSchema.safeParse(toStudentCreate(values))
      : adminStudentUpdateSchema.safeParse(toStudentUpdate(values)),
  );
}

export const isStudentFormField = fieldGuard(toStudentFormValues());

export const STUDENT_FORM_RULES = {
  toValues: toStudentFormValues,
  validate: validateStudentForm,
  isField: isStudentFormField,
  toCreate: toStudentCreate,
  toUpdate: toStudentUpdate,
};
