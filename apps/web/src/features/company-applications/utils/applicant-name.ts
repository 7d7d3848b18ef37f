import type { ApplicantProfile } from "@internpath/shared/api-types";

/** Spec fallback label for a student without a name. */
export function applicantName(student: Pick<ApplicantProfile, "fullName">): string {
  return student.fullName.trim() || "Unnamed Student";
}
