import type { Role } from "@internpath/shared/enums";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";

export type NewAccount = {
  email: string;
  password: string;
  fullName: string;
  role: Role;
  companyName?: string;
  university?: string;
  profile?: Partial<typeof profiles.$inferInsert>;
};

/**
 * Trusted server-side account creation (demo data, `npm run create-admin`):
 * the email counts as verified and no mail is sent. Sign-up hooks still run,
 * so an admin is created as a student and promoted here, never by a request.
 */
export async function createVerifiedAccount(db: Database, auth: Auth, input: NewAccount) {
  const context = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: input.fullName,
      emailVerified: true,
      role: input.role === "admin" ? "student" : input.role,
      companyName: input.role === "company" ? input.companyName : undefined,
      university: input.role === "student" ? input.university : undefined,
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(input.password),
  });
  const changes: Partial<typeof profiles.$inferInsert> = { ...input.profile };
  if (input.role === "admin") changes.role = "admin";
  if (Object.keys(changes).length > 0) {
    await db.update(profiles).set(changes).where(eq(profiles.id, user.id));
  }
  return { id: user.id, email };
}
