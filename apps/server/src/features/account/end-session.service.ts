import { and, eq } from "drizzle-orm";
import { type SessionEnder, sessionTag, sessionTokenOf } from "../../auth/ended-sessions.ts";
import { requireActor } from "../../auth/guards.ts";
import { type Actor, sessionCookieOf } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { authSessions } from "../../db/schema/auth.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";

export const SESSION_NOT_FOUND = "Session not found";
export const SESSION_IN_USE = "This is the session you are using: sign out to end it";

/**
 * DELETE /api/account/sessions/:id: the user ends one of their other sessions (a lost phone, a shared computer).
 * Only their own: anyone else's id is 404, as an id that does not exist. It ends at once on every server
 * (`SessionEnder`), in the transaction that deletes it.
 */
export async function endOwnSession(
  db: Database,
  sessions: SessionEnder,
  actor: Actor | null,
  sessionId: string,
  cookieHeader: string | undefined,
): Promise<void> {
  const user = requireActor(actor);
  if (!isUuid(sessionId)) throw AppError.notFound(SESSION_NOT_FOUND);
  const cookie = sessionCookieOf(cookieHeader);
  const currentToken = cookie ? sessionTokenOf(cookie) : undefined;
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, user.id)))
      .for("update");
    if (!session) throw AppError.notFound(SESSION_NOT_FOUND);
    if (session.token === currentToken) throw AppError.conflict(SESSION_IN_USE);
    await tx.delete(authSessions).where(eq(authSessions.id, sessionId));
    await sessions.end({ userId: user.id, scope: "one", session: sessionTag(session.token) }, tx);
  });
}
