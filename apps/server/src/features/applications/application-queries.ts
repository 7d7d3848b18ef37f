import type { ApplicationCounts } from "@internpath/shared/api-types";
import { sql } from "drizzle-orm";
import { applications } from "../../db/schema/marketplace.ts";
import { cursorKey } from "../../lib/keyset-pagination.ts";

/** What every application list shares: its page keys and the counts per status. */

export const APPLICATION_NOT_FOUND = "Application not found";

export const applicationKeyColumns = { createdAt: applications.createdAt, id: applications.id };

/** The application's own columns every list selects, with its page key. */
export const applicationColumns = {
  id: applications.id,
  status: applications.status,
  coverLetter: applications.coverLetter,
  resumeUrl: applications.resumeUrl,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  cursorKey: cursorKey(applications.createdAt, applications.id),
};

type ApplicationFields = Pick<
  typeof applications.$inferSelect,
  "id" | "status" | "coverLetter" | "resumeUrl" | "createdAt" | "updatedAt"
>;

/** The application's own fields as every answer shows them. */
export function toApplicationFields(row: ApplicationFields) {
  return {
    id: row.id,
    status: row.status,
    coverLetter: row.coverLetter,
    resumeUrl: row.resumeUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Counts per status in one aggregate, for the filter buttons and the dashboards' counters. */
export const statusCountColumns = {
  all: sql<number>`count(*)::int`,
  pending: sql<number>`(count(*) filter (where ${applications.status} = 'pending'))::int`,
  reviewing: sql<number>`(count(*) filter (where ${applications.status} = 'reviewing'))::int`,
  accepted: sql<number>`(count(*) filter (where ${applications.status} = 'accepted'))::int`,
  rejected: sql<number>`(count(*) filter (where ${applications.status} = 'rejected'))::int`,
  withdrawn: sql<number>`(count(*) filter (where ${applications.status} = 'withdrawn'))::int`,
};

export function toCounts(row: ApplicationCounts | undefined): ApplicationCounts {
  return {
    all: Number(row?.all ?? 0),
    pending: Number(row?.pending ?? 0),
    reviewing: Number(row?.reviewing ?? 0),
    accepted: Number(row?.accepted ?? 0),
    rejected: Number(row?.rejected ?? 0),
    withdrawn: Number(row?.withdrawn ?? 0),
  };
}
