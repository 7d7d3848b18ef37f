import type { AdminCompany } from "@internpath/shared/admin-accounts-answers";
import {
  type AdminCompanyCreateInput,
  type AdminCompanyUpdateInput,
  adminCompanyCreateSchema,
  adminCompanyUpdateSchema,
} from "@internpath/shared/admin-accounts-schemas";
import type { z } from "zod";
import { failureOf, fieldGuard } from "./form-errors";

/** What the inputs hold: text as typed, turned into the request body only on save. */
export type CompanyFormValues = ReturnType<typeof toCompanyFormValues>;

export function toCompanyFormValues(company?: AdminCompany) {
  return {
    email: company?.email ?? "",
    companyName: company?.companyName ?? "",
    fullName: company?.fullName ?? "",
    location: company?.location ?? "",
    website: company?.website ?? "",
    companyIndustry: company?.companyIndustry ?? "",
    companySize: company?.companySize ?? "",
    bio: company?.bio ?? "",
  };
}

/** PATCH /api/admin/companies/:id: every editable field (empty ones clear); the email is not sent. */
export function toCompanyUpdate(values: CompanyFormValues): AdminCompanyUpdateInput {
  const { email: _email, ...fields } = values;
  return fields;
}

/** POST /api/admin/companies */
export function toCompanyCreate(values: CompanyFormValues): AdminCompanyCreateInput {
  return values;
}

/** The shared schema's verdict on the body the form would send: the server's exact messages. */
export function validateCompanyForm(mode: "add" | "edit", values: CompanyFormValues): z.ZodError | null {
  return failureOf(
    mode === "add"
      ? adminCompanyCreateSchema.safeParse(toCompanyCreate(values))
      : adminCompanyUpdateSchema.safeParse(toCompanyUpdate(values)),
  );
}

export const isCompanyFormField = fieldGuard(toCompanyFormValues());

export const COMPANY_FORM_RULES = {
  toValues: toCompanyFormValues,
  validate: validateCompanyForm,
  isField: isCompanyFormField,
  toCreate: toCompanyCreate,
  toUpdate: toCompanyUpdate,
};
