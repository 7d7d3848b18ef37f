import type { CurrentUser } from "@internpath/shared/profile";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { AppError } from "../../lib/app-error.ts";

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      companyName: profiles.companyName,
      companyLogoUrl: profiles.companyLogoUrl,
      university: profiles.university,
      resumeUrl: profiles.resumeUrl,
      verification: profiles.verification,
      verificationReason: profiles.verificationReason,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) throw AppError.unauthorized();
  const { verification, verificationReason, ...user } = row;
  return {
    ...user,
    companyStanding: user.role === "company" ? { verification, reason: verificationReason ?? null } : null,
  };
}
