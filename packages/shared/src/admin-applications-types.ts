import type { z } from "zod";
import type {
  adminApplicationDetailSchema,
  adminApplicationPageSchema,
  adminApplicationRowSchema,
} from "./admin-application-answers.ts";

/**
 * The answers of /api/admin/applications (docs/api.md, "Admin: applications"), inferred from their schemas
 * in admin-application-answers.ts. Types only, so the screens that read them load no zod.
 */

/** A row of Manage Applications. */
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;
export type AdminApplicationPage = z.infer<typeof adminApplicationPageSchema>;
/** Everything the Application Details modal and page show. */
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;
