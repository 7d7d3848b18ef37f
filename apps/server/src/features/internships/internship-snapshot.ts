import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { postingTermColumns } from "./posting-columns.ts";

/** The fields of an internship that an admin's write to it records before and after (admin-trust/audit.ts). */
export async function internshipSnapshot(db: Database, id: string | null) {
  if (id === null || !isUuid(id)) return null;
  const [row] = await db
    .select({
      companyId: internships.companyId,
      title: internships.title,
      description: internships.description,
      requirements: internships.requirements,
      ...postingTermColumns,
    })
    .from(internships)
    .where(eq(internships.id, id))
    .limit(1);
  return row ?? null;
}
