import { expect, type Page } from "@playwright/test";

/** Side menu entries per role, in order (docs/product.md, "Screens by role"). */
export const SIDE_MENU = {
  student: ["Dashboard", "Browse Internships", "My Applications", "Bookmarks", "Messages", "Profile"],
  company: ["Dashboard", "Manage Internships", "Review Applications", "Messages", "Company Profile"],
  admin: [
    "Dashboard",
    "Companies",
    "Students",
    "Internships",
    "Applications",
    "Analytics",
    "Approvals",
    "Reports",
    "Audit log",
    "Messages",
  ],
} as const;

export const ROLE_LABELS = { student: "Student", company: "Company", admin: "Admin" } as const;

/** Waits until the page is at `pathname` (and, when given, has these query parameters). */
export async function expectPath(page: Page, pathname: string, query?: Record<string, string>) {
  await expect(page).toHaveURL((url) => {
    if (url.pathname !== pathname) return false;
    return Object.entries(query ?? {}).every(([key, value]) => url.searchParams.get(key) === value);
  });
}
