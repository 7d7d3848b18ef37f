import { z } from "zod";
import { BROWSE_SORTS, DURATION_RANGES, PAY_FILTERS } from "./browse-options.ts";
import { INTERNSHIP_STATUSES, INTERNSHIP_TYPES } from "./enums.ts";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./limits.ts";
import { emptyAsUndefined, filterField, listQuerySchema, searchField } from "./pagination.ts";
import { multiLineText, optionalLine, requiredMessage, singleLineText } from "./text.ts";

export const SKILL_MAX_LENGTH = 50;
export const SKILLS_MAX_COUNT = 30;
export const DEADLINE_FIRST_DATE = "2000-01-01";
export const DEADLINE_LAST_DATE = "2100-12-31";

/** Skills are entered comma-separated; split, trimmed, empties dropped (and duplicates, ignoring case). */
export function parseSkills(value: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of value.split(",")) {
    const skill = part.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills;
}

const required = (label: string, max: number, multiline = false) =>
  (multiline ? multiLineText(label, max) : singleLineText(label, max))
    .trim()
    .min(1, { error: requiredMessage(label) });

/** A list of skills; may be empty (a student's profile). */
export const skillListField = z
  .array(singleLineText("Skill", SKILL_MAX_LENGTH).trim().min(1, { error: "Skills cannot be empty" }), {
    error: "Skills must be a list",
  })
  .max(SKILLS_MAX_COUNT, { error: `At most ${SKILLS_MAX_COUNT} skills` });

/** An internship needs at least one skill. */
export const skillsField = skillListField.min(1, { error: "At least one skill is required" });

export const internshipInputSchema = z.object({
  title: required("Title", SHORT_TEXT_MAX_LENGTH),
  location: required("Location", SHORT_TEXT_MAX_LENGTH),
  duration: required("Duration", 100),
  description: required("Description", LONG_TEXT_MAX_LENGTH, true),
  requirements: required("Requirements", LONG_TEXT_MAX_LENGTH, true),
  skills: skillsField,
  type: z.enum(INTERNSHIP_TYPES, { error: "Type must be full-time or part-time" }),
  isRemote: z.boolean({ error: "Remote must be true or false" }).default(false),
  stipend: optionalLine("Stipend", 100),
  deadline: z.iso
    .date({ error: "Deadline must be a date (YYYY-MM-DD)" })
    // Year 0 and the far past or future are dates zod accepts but PostgreSQL refuses or nobody means.
    .refine((value) => value >= DEADLINE_FIRST_DATE && value <= DEADLINE_LAST_DATE, {
      error: `Deadline must be between ${DEADLINE_FIRST_DATE} and ${DEADLINE_LAST_DATE}`,
    })
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null)),
  status: z.enum(INTERNSHIP_STATUSES, { error: "Status must be draft, open or closed" }).default("draft"),
});
export type InternshipInput = z.input<typeof internshipInputSchema>;
export type InternshipValues = z.output<typeof internshipInputSchema>;

/** PUT /api/internships/:id: the same form; a missing status keeps the current one. */
export const internshipUpdateSchema = internshipInputSchema.extend({
  status: z.enum(INTERNSHIP_STATUSES, { error: "Status must be draft, open or closed" }).optional(),
});

/** PATCH /api/internships/:id/status: the Open/Close toggle. */
export const internshipStatusSchema = z.object({
  status: z.enum(INTERNSHIP_STATUSES, { error: "Status must be draft, open or closed" }),
});

/** Several values of one filter, comma-separated in the query string (`pay=paid,unpaid`); blank is none. */
function multiFilterField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? (value === "" ? [] : value.split(",")) : value),
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, { error: message })
      .default([])
      // In the order of `values`, once each, so one choice is one statement shape and one cache key.
      .transform((chosen): T[number][] => values.filter((value) => chosen.includes(value))),
  );
}

const booleanFlag = (message: string) =>
  z
    .preprocess(emptyAsUndefined, z.enum(["true", "false"], { error: message }).optional())
    .transform((value) => value === "true");

/** GET /api/internships: Browse Internships (open only; filters combine with AND). */
export const internshipListQuerySchema = listQuerySchema({
  q: searchField("Search"),
  type: filterField(INTERNSHIP_TYPES, "Type must be full-time or part-time"),
  location: searchField("Location"),
  remote: booleanFlag("Remote must be true or false"),
  pay: multiFilterField(PAY_FILTERS, "Pay must be paid or unpaid"),
  duration: multiFilterField(DURATION_RANGES, `Duration must be one of ${DURATION_RANGES.join(", ")}`),
  /** A student's own applications left out (ignored for anyone else). */
  hideApplied: booleanFlag("Hide applied must be true or false"),
  companyId: z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: "Company must be an id" })
      .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Company must be an id" })
      .optional(),
  ),
  sort: z.preprocess(
    emptyAsUndefined,
    z.enum(BROWSE_SORTS, { error: `Sort must be one of ${BROWSE_SORTS.join(", ")}` }).default("newest"),
  ),
});
export type InternshipListQuery = z.input<typeof internshipListQuerySchema>;

/** GET /api/company/internships: Manage Internships (search by title, status filter). */
export const companyInternshipListQuerySchema = listQuerySchema({
  q: searchField("Search"),
  status: filterField(INTERNSHIP_STATUSES, "Status must be draft, open or closed"),
});
export type CompanyInternshipListQuery = z.input<typeof companyInternshipListQuerySchema>;

/** GET /api/internships/locations: places of open internships containing `q`, for the Location filter. */
export const locationSuggestionsQuerySchema = z.object({ q: searchField("Location") });
/** How many places the Location filter suggests. */
export const LOCATION_SUGGESTIONS = 8;
