import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { isAccountId } from "./account-pages.ts";
import { studentProfileColumns } from "./student-profile-columns.ts";

/** The fields of an account that an admin's write to it records before and after (admin-trust/audit.ts). */
const accountFields = {
  email: profiles.email,
  role: profiles.role,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  companyIndustry: profiles.companyIndustry,
  companySize: profiles.companySize,
  companyLogoUrl: profiles.companyLogoUrl,
  ...studentProfileColumns,
  verification: profiles.verification,
};

export async function accountSnapshot(db: Database, id: string | null) {
  if (id === null || !isAccountId(id)) return null;
  const [row] = await db.select(accountFields).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}
