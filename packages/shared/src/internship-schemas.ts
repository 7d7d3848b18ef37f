import { z } from "zod";
import { INTERNSHIP_STATUSES, INTERNSHIP_TYPES } from "./enums.ts";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./limits.ts";
import { emptyAsUndefined, filterField, listQuerySchema, searchField } from "./pagination.ts";
import { multiLineText, singleLineText } from "./text.ts";

export const SKILL_MAX_LENGTH = 50;
export const SKILLS_MAX_COUNT = 30;

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
    .min(1, { error: `${label} is required` });

const optionalText = (label: string, max: number) =>
  singleLineText(label, max)
    .trim()
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

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
  stipend: optionalText("Stipend", 100),
  deadline: z.iso
    .date({ error: "Deadline must be a date (YYYY-MM-DD)" })
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

/** GET /api/internships: Browse Internships (open only; filters combine with AND). */
export const internshipListQuerySchema = listQuerySchema({
  q: searchField("Search"),
  type: filterField(INTERNSHIP_TYPES, "Type must be full-time or part-time"),
  location: searchField("Location"),
  remote: z
    .preprocess(
      emptyAsUndefined,
      z.enum(["true", "false"], { error: "Remote must be true or false" }).optional(),
    )
    .transform((value) => value === "true"),
});
export type InternshipListQuery = z.input<typeof internshipListQuerySchema>;

/** GET /api/company/internships: Manage Internships (search by title, status filter). */
export const companyInternshipListQuerySchema = listQuerySchema({
  q: searchField("Search"),
  status: filterField(INTERNSHIP_STATUSES, "Status must be draft, open or closed"),
});
export type CompanyInternshipListQuery = z.input<typeof companyInternshipListQuerySchema>;
