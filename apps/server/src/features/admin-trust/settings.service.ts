import type { TrustSettings } from "@internpath/shared/trust-answers";
import { settingsUpdateSchema, TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { eq, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { appSettings } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { adminWrite } from "./audit.ts";

/** Settings an admin changes in the product, one row per key; a missing row is the default. */

const REQUIRE_EMPLOYER_APPROVAL = "require_employer_approval";

/** "Approve new employers before their internships go live" (off unless an admin turns it on). */
export async function requiresEmployerApproval(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_EMPLOYER_APPROVAL))
    .limit(1);
  return row?.value === true;
}

export async function setEmployerApproval(db: Database | Transaction, on: boolean) {
  await db
    .insert(appSettings)
    .values({ key: REQUIRE_EMPLOYER_APPROVAL, value: on })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: on, updatedAt: sql`now()` } });
}

/** GET /api/admin/settings. */
export async function getTrustSettings(db: Database, actor: Actor | null): Promise<TrustSettings> {
  requireRole(actor, ["admin"], TRUST_MESSAGES.onlyAdmins);
  return readTrustSettings(db);
}

async function readTrustSettings(db: Database): Promise<TrustSettings> {
  return { requireEmployerApproval: await requiresEmployerApproval(db) };
}

/** PATCH /api/admin/settings. */
export async function updateTrustSettings(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<TrustSettings> {
  requireRole(actor, ["admin"], TRUST_MESSAGES.onlyAdmins);
  const values = parseOrThrow(settingsUpdateSchema, input ?? {});
  return adminWrite(
    db,
    actor,
    { action: "settings.update", targetType: "settings", targetId: null, snapshot: readTrustSettings },
    async (tx) => {
      if (values.requireEmployerApproval !== undefined) {
        await setEmployerApproval(tx, values.requireEmployerApproval);
      }
      return readTrustSettings(tx);
    },
  );
}
