import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";

/** The fields of an application that an admin's write to it records before and after (admin-trust/audit.ts). */
export async function applicationSnapshot(db: Database, id: string | null) {
  if (id === null || !isUuid(id)) return null;
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
}
