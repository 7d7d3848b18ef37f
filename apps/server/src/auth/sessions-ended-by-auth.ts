import type { Auth } from "./auth.ts";
import { type EndedSessions, sessionTag } from "./ended-sessions.ts";

/** Which sessions a request to Better Auth ended, once its answer is known (null: none). */
export type EndedByAnswer = (response: Response) => Promise<EndedSessions | null>;

const ENDS_SESSIONS_OF_CALLER = new Set([
  "/sign-out",
  "/change-password",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);
/** Better Auth's reset tokens and our invitations' (base64url); anything else is no token. */
const RESET_TOKEN = /^[\w-]{1,256}$/;

/**
 * Read before Better Auth answers `request`, because afterwards it is gone: whose session asks (a
 * sign-out or a password change ends it) and whose account a reset link opens (the link is used up).
 * The answer then says whether anything ended. Returns null for requests that end no session.
 */
export async function sessionsEndedBy(auth: Auth, request: Request): Promise<EndedByAnswer | null> {
  if (request.method !== "POST") return null;
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  if (path === "/reset-password") return endedByReset(auth, request);
  if (!ENDS_SESSIONS_OF_CALLER.has(path)) return null;
  const session = await auth.api.getSession({ headers: request.headers }).catch(() => null);
  if (!session) return null;
  const userId = session.user.id;
  const current = sessionTag(session.session.token);
  const whenOk = (ended: EndedSessions) => async (response: Response) => (response.ok ? ended : null);
  switch (path) {
    case "/sign-out":
      return whenOk({ userId, scope: "one", session: current });
    case "/revoke-sessions":
      return whenOk({ userId, scope: "all" });
    case "/revoke-other-sessions":
      return whenOk({ userId, scope: "all-but", session: current });
    case "/revoke-session": {
      // Better Auth ends it only when it is the caller's own; `userId` keeps anyone else's untouched here too.
      const token = await jsonField(request, "token");
      return token ? whenOk({ userId, scope: "one", session: sessionTag(token) }) : null;
    }
    default:
      // A password change ends every session and starts a new one for the device that made it.
      return async (response) => {
        if (!response.ok) return null;
        const token = await jsonField(response, "token");
        return token ? { userId, scope: "all-but", session: sessionTag(token) } : { userId, scope: "all" };
      };
  }
}

async function endedByReset(auth: Auth, request: Request): Promise<EndedByAnswer | null> {
  const token = (await jsonField(request, "token")) ?? new URL(request.url).searchParams.get("token");
  if (!token || !RESET_TOKEN.test(token)) return null;
  const context = await auth.$context;
  const link = await context.internalAdapter
    .findVerificationValue(`reset-password:${token}`)
    .catch(() => null);
  if (!link) return null;
  const userId = link.value;
  return async (response) => (response.ok ? { userId, scope: "all" } : null);
}

/** A string field of a JSON body, read from a copy (the original is read by Better Auth or the caller). */
async function jsonField(message: Request | Response, field: string): Promise<string | null> {
  const body = (await message
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  const value = body && typeof body === "object" ? body[field] : undefined;
  return typeof value === "string" && value !== "" ? value : null;
}
