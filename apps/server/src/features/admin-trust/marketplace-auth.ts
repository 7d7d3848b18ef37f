import { type AuthDependencies, createAuth } from "../../auth/auth.ts";
import { requiresEmployerApproval } from "./settings.service.ts";

/**
 * Better Auth as this marketplace runs it: a company that signs up waits for an admin's approval when the
 * admin's setting says so (auth sits below the trust settings, so it is told here). The app, the CLIs and the
 * embedded image's seed all make their auth with it.
 */
export function createMarketplaceAuth(dependencies: Omit<AuthDependencies, "requiresEmployerApproval">) {
  return createAuth({
    ...dependencies,
    requiresEmployerApproval: () => requiresEmployerApproval(dependencies.db),
  });
}
