import type { CurrentUser } from "@internpath/shared/profile";

export function displayName(user: Pick<CurrentUser, "fullName" | "email">): string {
  return user.fullName.trim() || user.email;
}

/** Companies show their logo where people show their photo. */
export function pictureOf(user: Pick<CurrentUser, "role" | "avatarUrl" | "companyLogoUrl">): string | null {
  return (user.role === "company" && user.companyLogoUrl) || user.avatarUrl;
}

export const ROLE_LABELS = { student: "Student", company: "Company", admin: "Admin" } as const;
