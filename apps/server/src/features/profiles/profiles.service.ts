import {
  adminProfileUpdateSchema,
  companyProfileUpdateSchema,
  PROFILE_MESSAGES,
  PROTECTED_PROFILE_FIELDS,
  type Profile,
  studentProfileUpdateSchema,
} from "@internpath/shared/profile-schemas";
import { eq } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from "../../lib/db-errors.ts";

const profileColumns = {
  id: profiles.id,
  email: profiles.email,
  role: profiles.role,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  bio: profiles.bio,
  location: profiles.location,
  website: profiles.website,
  companyName: profiles.companyName,
  companySize: profiles.companySize,
  companyIndustry: profiles.companyIndustry,
  companyLogoUrl: profiles.companyLogoUrl,
  university: profiles.university,
  degree: profiles.degree,
  graduationYear: profiles.graduationYear,
  resumeUrl: profiles.resumeUrl,
  skills: profiles.skills,
  emailNotifications: profiles.emailNotifications,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

function toProfile(row: Record<keyof typeof profileColumns, unknown>): Profile {
  return {
    ...(row as unknown as Profile),
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  };
}

export async function getOwnProfile(db: Database, actor: Actor | null): Promise<Profile> {
  const me = requireActor(actor);
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, me.id)).limit(1);
  if (!row) throw AppError.unauthorized();
  return toProfile(row);
}

const SCHEMA_BY_ROLE = {
  student: studentProfileUpdateSchema,
  company: companyProfileUpdateSchema,
  admin: adminProfileUpdateSchema,
} as const;

/** Updates the signed-in user's own profile; the fields allowed depend on the role. */
export async function updateOwnProfile(db: Database, actor: Actor | null, input: unknown): Promise<Profile> {
  const me = requireActor(actor);
  if (input && typeof input === "object" && !Array.isArray(input)) {
    const protectedField = PROTECTED_PROFILE_FIELDS.find((field) => field in input);
    if (protectedField) throw AppError.forbidden(PROFILE_MESSAGES.protectedField);
  }
  const values = parseOrThrow(SCHEMA_BY_ROLE[me.role], input ?? {});
  try {
    const [row] = await db
      .update(profiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(profiles.id, me.id))
      .returning(profileColumns);
    if (!row) throw AppError.unauthorized();
    return toProfile(row);
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION || postgresErrorCode(error) === "23514") {
      throw AppError.badRequest(PROFILE_MESSAGES.constraint);
    }
    throw error;
  }
}
