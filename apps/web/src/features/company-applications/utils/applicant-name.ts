import type { ApplicantProfile } from "@internpath/shared/api-types";

/** The fallback label (docs/product.md, "Exact texts") for a student without a name. */
export function applicantName(student: Pick<ApplicantProfile, "fullName">): string {
  return student.fullName.trim() || "Unnamed Student";
}
