import { ROLES, type Role } from "@internpath/shared/enums";
import { createMiddleware } from "hono/factory";
import type { Auth } from "./auth.ts";

/** Who is making the request, as services need it. */
export type Actor = { id: string; role: Role; email: string };

export type AppEnv = { Variables: { actor: Actor | null; requestId: string } };

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = session?.user;
    c.set(
      "actor",
      user ? { id: user.id, role: isRole(user.role) ? user.role : "student", email: user.email } : null,
    );
    await next();
  });
}
