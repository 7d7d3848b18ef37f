import type { z } from "zod";

/** A zod failure as react-hook-form's resolver answers it: the first message per field. */
export function resolverErrors(error: z.ZodError) {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "root");
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return errors;
}

/** The error of a `safeParse` that failed, else null. */
export function failureOf(
  result: { success: true } | { success: false; error: z.ZodError },
): z.ZodError | null {
  return result.success ? null : result.error;
}

/** Whether a server error's field path names one of a form's fields (the keys of its empty values). */
export function fieldGuard<Values extends object>(empty: Values) {
  const fields = Object.keys(empty);
  return (path: string): path is keyof Values & string => fields.includes(path);
}
