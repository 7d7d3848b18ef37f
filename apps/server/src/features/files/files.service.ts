import { UPLOAD_MESSAGES, UPLOAD_RULES, type UploadKind } from "@internpath/shared/uploads";
import { and, eq } from "drizzle-orm";
import { isOwnerOrAdmin, ownedBy, requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileUrl, isStorageKey, makeStorageKey, type Storage } from "../../storage/storage.ts";
import { detectAllowedType } from "./detect-file-type.ts";

const PROFILE_COLUMN = { avatar: "avatarUrl", resume: "resumeUrl", logo: "companyLogoUrl" } as const;
const ROLE_FOR_KIND: Partial<Record<UploadKind, Actor["role"]>> = { resume: "student", logo: "company" };

export const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  bmp: "image/bmp",
};

export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/api/files/")) return null;
  const key = url.slice("/api/files/".length);
  return isStorageKey(key) ? key : null;
}

async function isReferencedByApplication(db: Database, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.resumeUrl, url))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores an upload under a key the server makes ({userId}/{folder}/{uuid}.{ext}).
 * Avatars, resumes and logos replace the profile's current file, which is then
 * removed unless an application still refers to it.
 */
export async function storeUpload(
  db: Database,
  storage: Storage,
  actor: Actor | null,
  kind: UploadKind,
  fileName: string,
  bytes: Uint8Array,
) {
  const uploader = requireActor(actor);
  const requiredRole = ROLE_FOR_KIND[kind];
  if (requiredRole && uploader.role !== requiredRole) {
    throw AppError.forbidden(
      kind === "resume" ? "Only students upload resumes" : "Only companies upload a company logo",
    );
  }
  const rule = UPLOAD_RULES[kind];
  const type = await detectAllowedType(bytes, fileName, rule);
  const key = makeStorageKey(uploader.id, rule.folder, type.extension);
  const url = fileUrl(key);
  await storage.put(key, bytes);

  const column = kind === "image" ? null : PROFILE_COLUMN[kind];
  if (!column) return { url, kind };

  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ url: profiles[column] })
        .from(profiles)
        .where(eq(profiles.id, uploader.id))
        .for("update");
      await tx
        .update(profiles)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(profiles.id, uploader.id));
      return current?.url ?? null;
    });
  } catch (error) {
    await storage.remove(key);
    throw new AppError(500, "INTERNAL", UPLOAD_MESSAGES.failed, undefined, { cause: error });
  }
  const previousKey = keyFromUrl(previous);
  if (previousKey && previous && !(await isReferencedByApplication(db, previous))) {
    await storage.remove(previousKey);
  }
  return { url, kind };
}

/**
 * Resumes are private: their owner, admins, and companies that received an
 * application carrying that resume. Anyone else is told it does not exist.
 */
export async function canReadFile(db: Database, actor: Actor | null, key: string): Promise<boolean> {
  const [ownerId, folder] = key.split("/");
  if (folder !== "resumes") return true;
  if (isOwnerOrAdmin(actor, ownerId)) return true;
  if (actor?.role !== "company") return false;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .where(and(eq(applications.resumeUrl, fileUrl(key)), ownedBy(actor, internships.companyId)))
    .limit(1);
  return Boolean(row);
}
