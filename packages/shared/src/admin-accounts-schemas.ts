import { z } from "zod";
import { emailField } from "./auth-schemas.ts";
import { skillListField } from "./internship-schemas.ts";
import { LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./limits.ts";
import { listQuerySchema, searchField } from "./pagination.ts";
import { graduationYearField, websiteField } from "./profile-schemas.ts";
import { multiLineText, optionalLine, requiredMessage, singleLineText } from "./text.ts";

/** How long the link of an invitation (an account an admin made) stays valid. */
export const INVITATION_VALID_DAYS = 7;
/** The student page's recent applications. */
export const ADMIN_STUDENT_RECENT_APPLICATIONS = 10;
/** The company profile's internships card and recent applications (docs/product.md, "Limits and constants"). */
export const ADMIN_COMPANY_INTERNSHIPS_SHOWN = 3;
export const ADMIN_COMPANY_RECENT_APPLICATIONS = 5;

export const ADMIN_ACCOUNT_MESSAGES = {
  emailTaken: "An account with this email already exists",
  emailLocked: "The email address cannot be changed here",
  companyNotFound: "Company not found",
  studentNotFound: "Student not found",
  accountNotFound: "Account not found",
  passwordAlreadySet: "This account has already set its password; it can reset it from the sign-in page",
  onlyAdmins: "Only administrators can do this",
  adminNotFound: "Administrator not found",
  ownSessions: "Your own sessions are ended from your profile page (Sign out other sessions)",
  removeSelf: "You cannot remove your own administrator account; another administrator can",
  lastAdmin: "The last administrator cannot be removed",
} as const;

const requiredLine = (label: string, max: number, message = requiredMessage(label)) =>
  singleLineText(label, max).trim().min(1, { error: message });

const bioField = multiLineText("Bio", LONG_TEXT_MAX_LENGTH)
  .trim()
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** The email of a new account, stored in lower case like every sign-up's. */
const newAccountEmail = emailField.transform((value) => value.toLowerCase());

/** What an admin sets on a company account; the same limits as the company's own profile page. */
const companyFields = {
  companyName: requiredLine("Company name", NAME_MAX_LENGTH),
  fullName: requiredLine("Full name", NAME_MAX_LENGTH),
  location: optionalLine("Location", SHORT_TEXT_MAX_LENGTH),
  website: websiteField,
  companyIndustry: optionalLine("Industry", SHORT_TEXT_MAX_LENGTH),
  companySize: optionalLine("Company size", 50),
  bio: bioField,
};

/** POST /api/admin/companies: unknown keys (a role, say) are refused. */
export const adminCompanyCreateSchema = z.strictObject({ email: newAccountEmail, ...companyFields });
/** PATCH /api/admin/companies/:id: any of the fields; the email stays as it is. */
export const adminCompanyUpdateSchema = z.strictObject(companyFields).partial();

export type AdminCompanyCreateInput = z.input<typeof adminCompanyCreateSchema>;
export type AdminCompanyUpdateInput = z.input<typeof adminCompanyUpdateSchema>;

const studentFields = {
  fullName: requiredLine("Full name", NAME_MAX_LENGTH),
  university: requiredLine("University", NAME_MAX_LENGTH, "University name is required"),
  degree: optionalLine("Degree", SHORT_TEXT_MAX_LENGTH),
  graduationYear: graduationYearField,
  location: optionalLine("Location", SHORT_TEXT_MAX_LENGTH),
  website: websiteField,
  skills: skillListField.optional(),
  bio: bioField,
};

export const adminStudentCreateSchema = z.strictObject({ email: newAccountEmail, ...studentFields });
export const adminStudentUpdateSchema = z.strictObject(studentFields).partial();

export type AdminStudentCreateInput = z.input<typeof adminStudentCreateSchema>;
export type AdminStudentUpdateInput = z.input<typeof adminStudentUpdateSchema>;

/** POST /api/admin/admins: another administrator, who sets a password from the invitation. */
export const adminInviteSchema = z.strictObject({
  email: newAccountEmail,
  fullName: requiredLine("Full name", NAME_MAX_LENGTH),
});
export type AdminInviteInput = z.input<typeof adminInviteSchema>;

/** GET /api/admin/companies, /students, /admins: a search and keyset paging. */
export const adminAccountListQuerySchema = listQuerySchema({ q: searchField("Search") });
export type AdminAccountListQuery = z.output<typeof adminAccountListQuerySchema>;
