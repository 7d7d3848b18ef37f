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
