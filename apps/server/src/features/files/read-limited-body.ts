import { UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import { AppError } from "../../lib/app-error.ts";

/**
 * Reads a request body up to `maxBytes`, stopping (and cancelling the upload)
 * as soon as it grows past the limit instead of reading it all first.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge(maxBytes));
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) throw AppError.badRequest("No file was sent");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A person cancelling the upload ends the stream with an error: that is their choice, not a server fault.
    const { done, value } = await reader.read().catch(() => {
      throw AppError.badRequest("The upload was cancelled");
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (total === 0) throw AppError.badRequest("The file is empty");
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
