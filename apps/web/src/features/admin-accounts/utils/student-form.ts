import {
  type AdminStudentCreateInput,
  type AdminStudentUpdateInput,
  adminStudentCreateSchema,
  adminStudentUpdateSchema,
} from "@internpath/shared/admin-accounts-schemas";
import type { AdminStudent } from "@internpath/shared/admin-accounts-types";
import { parseSkills } from "@internpath/shared/internship-schemas";
import type { z } from "zod";

export type StudentFormValues = {
  email: string;
  fullName: string;
  university: string;
  degree: string;
  graduationYear: string;
  location: string;
  website: string;
  skills: string;
  bio: string;
};

export type StudentFormField = keyof StudentFormValues;

export const STUDENT_FORM_FIELDS: readonly StudentFormField[] = [
  "email",
  "fullName",
  "university",
  "degree",
  "graduationYear",
  "location",
  "website",
  "skills",
  "bio",
];

export function toStudentFormValues(student?: AdminStudent): StudentFormValues {
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
  const result =
    mode === "add"
      ? adminStudentCreateSchema.safeParse(toStudentCreate(values))
      : adminStudentUpdateSchema.safeParse(toStudentUpdate(values));
  return result.success ? null : result.error;
}

export function isStudentFormField(path: string): path is StudentFormField {
  return (STUDENT_FORM_FIELDS as readonly string[]).includes(path);
}
