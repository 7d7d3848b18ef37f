import type { Role } from "@internpath/shared/enums";
import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/app-error.ts";
import type { Auth } from "./auth.ts";

/** Who is making the request, as services need it. */
export type Actor = { id: string; role: Role; email: string };

export type AppEnv = { Variables: { actor: Actor | null } };

export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = session?.user as { id: string; role?: string; email: string } | undefined;
    c.set("actor", user ? { id: user.id, role: (user.role ?? "student") as Role, email: user.email } : null);
    await next();
  });
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  return actor;
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  const signedIn = requireActor(actor);
  if (!roles.includes(signedIn.role)) throw AppError.forbidden();
  return signedIn;
}
