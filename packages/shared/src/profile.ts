import type { z } from "zod";
import type { currentUserSchema, publicConfigSchema } from "./account-answers.ts";

/**
 * The account answers as types, inferred from their schemas in account-answers.ts (where every field is
 * described). Types only, so every page that reads the signed-in user loads no zod.
 */

/** The signed-in user as the API returns it from GET /api/me. */
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/config: the sign-in providers and helpers this server offers. */
export type PublicConfig = z.infer<typeof publicConfigSchema>;
