import type { AdminApplicationSort, SortDirection } from "@internpath/shared/admin-applications-schemas";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";

/**
 * A page cursor of Manage Applications: the exact sort key of a row (its group's key and id, its
 * created_at to the microsecond, its id), and the sort it belongs to, in base64url JSON. A cursor of
 * another sort, or one the server could not have made, is refused with a 400 before any SQL runs.
 */
export type AdminApplicationCursor = {
  /** The group's lower-cased name (or the status); null for the date sort. */
  groupKey: string | null;
  groupId: string | null;
  createdAt: string;
  id: string;
};

const CURSOR_MESSAGE = "The page cursor is not valid";
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const PROFILE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Names may hold line breaks (the cursor carries one), but never a NUL byte: PostgreSQL refuses it (22021). */
const NUL = "\u0000";
const MAX_KEY_LENGTH = 1000;

function isRealInstant(timestamp: string): boolean {
  const time = Date.parse(timestamp);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) === timestamp.slice(0, 19);
}

export function encodeAdminCursor(
  sort: AdminApplicationSort,
  dir: SortDirection,
  cursor: AdminApplicationCursor,
): string {
  const value = [sort, dir, cursor.groupKey, cursor.groupId, cursor.createdAt, cursor.id];
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

function isValidGroup(sort: AdminApplicationSort, key: unknown, id: unknown): boolean {
  if (sort === "appliedAt") return key === null && id === null;
  if (typeof key !== "string" || typeof id !== "string") return false;
  if (key.length > MAX_KEY_LENGTH || key.includes(NUL)) return false;
  if (sort === "internship") return isUuid(id);
  if (sort === "status") return key === id && (APPLICATION_STATUSES as readonly string[]).includes(id);
  return PROFILE_ID.test(id);
}

export function decodeAdminCursor(
  value: string,
  sort: AdminApplicationSort,
  dir: SortDirection,
  field: "after" | "before" = "after",
): AdminApplicationCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const invalid = AppError.badRequest(CURSOR_MESSAGE, { [field]: CURSOR_MESSAGE });
  if (!Array.isArray(parsed) || parsed.length !== 6) throw invalid;
  const [cursorSort, cursorDir, groupKey, groupId, createdAt, id] = parsed as unknown[];
  const isValid =
    cursorSort === sort &&
    cursorDir === dir &&
    isValidGroup(sort, groupKey, groupId) &&
    typeof createdAt === "string" &&
    TIMESTAMP.test(createdAt) &&
    isRealInstant(createdAt) &&
    typeof id === "string" &&
    isUuid(id);
  if (!isValid) throw invalid;
  return {
    groupKey: groupKey as string | null,
    groupId: groupId as string | null,
    createdAt: createdAt as string,
    id: id as string,
  };
}
