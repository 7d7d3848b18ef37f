import type { ErrorCode } from "@internpath/shared/errors";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** The one error services throw; `onError` turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "AppError";
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, fields ? "VALIDATION_FAILED" : "BAD_REQUEST", message, fields);
  }
  static unauthorized(message = "Please sign in to continue") {
    return new AppError(401, "UNAUTHORIZED", message);
  }
  static forbidden(message = "You do not have permission to do this") {
    return new AppError(403, "FORBIDDEN", message);
  }
  static notFound(message = "Not found") {
    return new AppError(404, "NOT_FOUND", message);
  }
  static conflict(message: string) {
    return new AppError(409, "CONFLICT", message);
  }
}

/** Turns zod issues into one message plus a message per field (first issue per field wins). */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? "Invalid input";
  return AppError.badRequest(first, fields);
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
