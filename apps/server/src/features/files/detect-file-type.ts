import { extensionOf, UPLOAD_MESSAGES, type UploadRule } from "@internpath/shared/uploads";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../lib/app-error.ts";

/** file-type names some formats differently from the extensions people use. */
const STORED_EXTENSION: Record<string, string> = { cfb: "doc", jpeg: "jpg" };

/**
 * Decides what a file is from its bytes (magic numbers), never from its name or
 * the browser's claim. The name's extension must also be one the rule accepts.
 */
export async function detectAllowedType(bytes: Uint8Array, fileName: string, rule: UploadRule) {
  const refuse = () =>
    new AppError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      rule.imagesOnly ? UPLOAD_MESSAGES.imagesOnly : UPLOAD_MESSAGES.onlyTypes(rule.extensions),
    );
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw refuse();
  const extension = STORED_EXTENSION[detected.ext] ?? detected.ext;
  if (!rule.extensions.includes(extension)) throw refuse();
  if (rule.imagesOnly && !detected.mime.startsWith("image/")) throw refuse();
  const named = STORED_EXTENSION[extensionOf(fileName)] ?? extensionOf(fileName);
  if (!rule.imagesOnly && !rule.extensions.includes(named)) throw refuse();
  return { extension, mime: extension === "doc" ? "application/msword" : detected.mime };
}
