import { z } from "zod";
import { INTERNSHIP_STATUSES } from "./enums.ts";
import { internshipInputSchema } from "./internship-schemas.ts";
import { filterField, listQuerySchema, searchField } from "./pagination.ts";

/** An account id as the server makes them (a UUID, or the generator's `scale-company-12`). */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const COMPANY_ID_MESSAGE = "Company is not valid";

/** A company filter in a query string: blank or "all" means every company. */
export const companyIdFilter = z.preprocess(
  (value) => (value === "" || value === "all" ? undefined : value),
  z.string({ error: COMPANY_ID_MESSAGE }).regex(ACCOUNT_ID_PATTERN, { error: COMPANY_ID_MESSAGE }).optional(),
);

/** GET /api/admin/internships: every internship; q in title, company name or location; AND-ed filters. */
export const adminInternshipListQuerySchema = listQuerySchema({
  q: searchField("Search"),
  companyId: companyIdFilter,
  status: filterField(INTERNSHIP_STATUSES, "Status must be draft, open or closed"),
});
export type AdminInternshipListQuery = z.input<typeof adminInternshipListQuerySchema>;

/** POST /api/internships by an admin: the internship form plus the company it is posted for. */
export const adminInternshipInputSchema = internshipInputSchema.extend({
  companyId: z
    .string({ error: "Choose a company" })
    .min(1, { error: "Choose a company" })
    .regex(ACCOUNT_ID_PATTERN, { error: COMPANY_ID_MESSAGE }),
});
export type AdminInternshipInput = z.input<typeof adminInternshipInputSchema>;
