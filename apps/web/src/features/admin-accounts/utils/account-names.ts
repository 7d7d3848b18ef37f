/** The fallback labels of docs/product.md, "Exact texts", for accounts with an empty name. */
export const UNNAMED_COMPANY = "Unnamed Company";
export const UNNAMED_STUDENT = "Unnamed Student";
export const UNKNOWN_STUDENT = "Unknown Student";
export const UNKNOWN_INTERNSHIP = "Unknown Internship";
export const NOT_SPECIFIED = "Not specified";
export const NO_EMAIL = "No Email";

export function companyNameOf(name: string | null | undefined): string {
  return name?.trim() || UNNAMED_COMPANY;
}

export function studentNameOf(name: string | null | undefined): string {
  return name?.trim() || UNNAMED_STUDENT;
}
