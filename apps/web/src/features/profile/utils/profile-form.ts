import { parseSkills } from "@internpath/shared/internship-schemas";
import {
  adminProfileUpdateSchema,
  type CompanyProfileUpdate,
  companyProfileUpdateSchema,
  PROFILE_MESSAGES,
  type Profile,
  type StudentProfileUpdate,
  studentProfileUpdateSchema,
} from "@internpath/shared/profile-schemas";
import { isApiError } from "@/lib/api-client";

/** What the inputs hold: text as typed, turned into the request body only on save. */
export type ProfileFormValues = {
  fullName: string;
  bio: string;
  location: string;
  website: string;
  emailNotifications: boolean;
  university: string;
  degree: string;
  graduationYear: string;
  skills: string;
  companyName: string;
  companyIndustry: string;
  companySize: string;
};

export type ProfileFormField = keyof ProfileFormValues;

export type ProfileUpdate = StudentProfileUpdate | CompanyProfileUpdate;

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    website: profile.website ?? "",
    emailNotifications: profile.emailNotifications,
    university: profile.university ?? "",
    degree: profile.degree ?? "",
    graduationYear: profile.graduationYear === null ? "" : String(profile.graduationYear),
    skills: profile.skills.join(", "),
    companyName: profile.companyName ?? "",
    companyIndustry: profile.companyIndustry ?? "",
    companySize: profile.companySize ?? "",
  };
}

/** An empty year clears it; anything else is sent as a number for the shared schema to judge. */
function toGraduationYear(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The PATCH /api/profile body: only the fields the role may change (the server refuses others). */
export function toProfileUpdate(role: Profile["role"], values: ProfileFormValues): ProfileUpdate {
  const basic = {
    fullName: values.fullName,
    bio: values.bio,
    location: values.location,
    website: values.website,
    emailNotifications: values.emailNotifications,
  };
  if (role === "student") {
    return {
      ...basic,
      university: values.university,
      degree: values.degree,
      graduationYear: toGraduationYear(values.graduationYear),
      skills: parseSkills(values.skills),
    };
  }
  if (role === "company") {
    return {
      ...basic,
      companyName: values.companyName,
      companyIndustry: values.companyIndustry,
      companySize: values.companySize,
    };
  }
  return basic;
}

const SCHEMA_BY_ROLE = {
  student: studentProfileUpdateSchema,
  company: companyProfileUpdateSchema,
  admin: adminProfileUpdateSchema,
} as const;

const FORM_FIELDS: readonly ProfileFormField[] = [
  "fullName",
  "bio",
  "location",
  "website",
  "emailNotifications",
  "university",
  "degree",
  "graduationYear",
  "skills",
  "companyName",
  "companyIndustry",
  "companySize",
];

/** "skills.3" (one skill of the list) belongs to the skills input. */
export function toFormField(path: string): ProfileFormField | null {
  const head = path.split(".")[0] as ProfileFormField;
  return FORM_FIELDS.includes(head) ? head : null;
}

/** Checks the body with the same schema the server uses; returns a message per form field. */
export function validateProfileUpdate(role: Profile["role"], body: ProfileUpdate): Record<string, string> {
  const result = SCHEMA_BY_ROLE[role].safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = toFormField(issue.path.map(String).join("."));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The profile-update messages of docs/product.md, "Exact texts", with the server's own message when it gives one. */
export function profileUpdateErrorMessage(error: unknown): string {
  if (!isApiError(error)) return PROFILE_MESSAGES.failed;
  if (error.status === 403) return PROFILE_MESSAGES.permissionDenied;
  return error.message || PROFILE_MESSAGES.failed;
}
