import { sql } from "drizzle-orm";
import type { SessionEnder } from "../../auth/ended-sessions.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../storage/storage.ts";

/** What the admin account services need beyond the database: deletes clean up files and sessions, invitations link to the app. */
export type AdminAccountsContext = {
  db: Database;
  storage: Storage;
  sessions: SessionEnder;
  logger: Logger;
  appUrl: string;
};

/**
 * An account an admin made whose person has not set a password yet (nor signed in another way):
 * it has no sign-in method at all. Spelled with `profiles.id` because drizzle leaves a one-table
 * select's columns unqualified, and "id" inside the subquery would mean its own table's.
 */
export const invitationPendingColumn = sql<boolean>`not exists (select 1 from auth_accounts as sign_in where sign_in.user_id = profiles.id)`;
