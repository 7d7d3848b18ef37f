import { z } from "zod";
import { isAppPath } from "./app-path.ts";

/**
 * Text typed by a person. Control characters (a NUL byte in particular, which
 * PostgreSQL rejects with error 22021) are refused here so they become a 400,
 * never a database error. So are lone surrogates (half of an emoji, say), which
 * PostgreSQL refuses in JSON (the mail outbox stores its messages as jsonb).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS_OR_NEWLINES = /[\u0000-\u001F\u007F]|\p{Cs}/u;

/**
 * The message for a field left empty, in plain English: "Title is required", "Requirements are required".
 * A label ending in a single "s" (Requirements, Skills) reads as a plural; "Status" or "Address" do not.
 */
export function requiredMessage(label: string) {
  const plural = /[^su]s$/i.test(label);
  return `${label} ${plural ? "are" : "is"} required`;
}

/** A missing value reads as `requiredMessage`; a value of another type "{label} must be text". */
function textError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage(label) : `${label} must be text`;
}

export function singleLineText(label: string, max: number) {
  return z
    .string({ error: textError(label) })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !CONTROL_CHARACTERS_OR_NEWLINES.test(value), {
      error: `${label} contains characters that are not allowed`,
    });
}

export function multiLineText(label: string, max: number) {
  return z
    .string({ error: textError(label) })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: `${label} contains characters that are not allowed`,
    });
}

/** An optional line of text where empty text clears the field: "" (after trimming) becomes null. */
export function optionalLine(label: string, max: number) {
  return singleLineText(label, max)
    .trim()
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
}

/**
 * A form or request field that must hold a path of this site (where a link or a redirect lands). It lives here,
 * not beside isAppPath, so that pages which only read links (a posting, the dashboards) load no zod.
 */
export function appPathField(label: string, max = 2048) {
  return singleLineText(label, max).refine(isAppPath, { error: `${label} must be a path of this site` });
}
