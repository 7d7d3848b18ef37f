import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { type AuditDraft, adminWrite } from "./audit.ts";

/**
 * The audit of the admin writes that predate the audit log (accounts, internships, applications):
 * the route reads its target's fields before and after the write, in the write's transaction, and
 * the difference is the entry's before/after.
 */

type Snapshot = (db: Database, id: string) => Promise<Record<string, unknown> | null>;

const accountFields = {
  email: profiles.email,
  role: profiles.role,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  companyIndustry: profiles.companyIndustry,
  companySize: profiles.companySize,
  companyLogoUrl: profiles.companyLogoUrl,
  bio: profiles.bio,
  location: profiles.location,
  website: profiles.website,
  university: profiles.university,
  degree: profiles.degree,
  graduationYear: profiles.graduationYear,
  skills: profiles.skills,
  verification: profiles.verification,
};

export const accountSnapshot: Snapshot = async (db, id) => {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  const [row] = await db.select(accountFields).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
};

export const internshipSnapshot: Snapshot = async (db, id) => {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      companyId: internships.companyId,
      title: internships.title,
      description: internships.description,
      requirements: internships.requirements,
      location: internships.location,
      isRemote: internships.isRemote,
      type: internships.type,
      duration: internships.duration,
      stipend: internships.stipend,
      deadline: internships.deadline,
      skills: internships.skills,
      status: internships.status,
    })
    .from(internships)
    .where(eq(internships.id, id))
    .limit(1);
  return row ?? null;
};

export const applicationSnapshot: Snapshot = async (db, id) => {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      studentId: applications.studentId,
      internshipId: applications.internshipId,
      companyId: applications.companyId,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row ?? null;
};

type Spec<T> = {
  action: string;
  targetType: AuditDraft["targetType"];
  /** The target, when the request names it (null for a create: `idOf` reads it from the result). */
  targetId: string | null;
  idOf?: (result: T) => string;
  snapshot: Snapshot;
};

/** Runs `write`; when an admin makes it, records it with its target's before and after. */
export function auditedWrite<T>(
  db: Database,
  actor: Actor | null,
  spec: Spec<T>,
  write: (db: Database) => Promise<T>,
): Promise<T> {
  return adminWrite(db, actor, async (tx) => {
    const before = spec.targetId ? await spec.snapshot(tx, spec.targetId) : null;
    const result = await write(tx);
    const targetId = spec.targetId ?? spec.idOf?.(result) ?? null;
    const after = targetId ? await spec.snapshot(tx, targetId) : null;
    return {
      result,
      audit: { action: spec.action, targetType: spec.targetType, targetId, before, after },
    };
  });
}
