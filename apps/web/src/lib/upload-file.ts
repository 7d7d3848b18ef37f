import {
  extensionOf,
  IMAGE_EXTENSIONS,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadKind,
} from "@internpath/shared/uploads";
import { ApiError, type CallAnswer, toApiError } from "./api-client";

/** The stored file, as PUT /api/uploads/:kind answers it. */
export type UploadResult = CallAnswer<"PUT /api/uploads/:kind">;

export type UploadOptions = {
  /** Called with 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
};

/**
 * The checks the browser can make before sending (the server checks again from the file's bytes).
 * Returns the message to show, or null when the file may be sent.
 */
export function checkUpload(kind: UploadKind, file: File): string | null {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) return UPLOAD_MESSAGES.tooLarge(rule.maxBytes);
  const extension = extensionOf(file.name);
  if (rule.imagesOnly) {
    const looksLikeImage =
      file.type.startsWith("image/") ||
      extension === "jpeg" ||
      (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
    return looksLikeImage ? null : UPLOAD_MESSAGES.imagesOnly;
  }
  return rule.extensions.includes(extension) ? null : UPLOAD_MESSAGES.onlyTypes(rule.extensions);
}

/** How much of the file has left the browser, 0-100; null while the browser cannot tell the total. */
export function uploadPercent(event: Pick<ProgressEvent, "lengthComputable" | "loaded" | "total">) {
  if (!event.lengthComputable || event.total <= 0) return null;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The stored file from the server's answer, or the same ApiError the API client throws. */
export function readUploadResponse(status: number, responseText: string): UploadResult {
  const body = parseJson(responseText);
  if (status >= 200 && status < 300 && body && typeof body === "object" && "url" in body) {
    return body as UploadResult;
  }
  throw toApiError(status, body, UPLOAD_MESSAGES.failed);
}

/**
 * Sends one file to PUT /api/uploads/:kind as raw bytes. This is XHR rather than the fetch-based API
 * client because fetch reports no upload progress; errors are the same ApiError the client throws.
 */
export function uploadFile(kind: UploadKind, file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const { onProgress, signal } = options;
  return new Promise<UploadResult>((resolve, reject) => {
    const abortError = () => new DOMException("Upload cancelled", "AbortError");
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener("abort", onAbortSignal);

    xhr.open("PUT", `/api/uploads/${kind}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));

    xhr.upload.addEventListener("progress", (event) => {
      const percent = uploadPercent(event);
      if (percent !== null) onProgress?.(percent);
    });
    xhr.addEventListener("load", () => {
      cleanUp();
      try {
        resolve(readUploadResponse(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener("error", () => {
      cleanUp();
      reject(new ApiError(0, "NETWORK_ERROR", UPLOAD_MESSAGES.failed));
    });
    xhr.addEventListener("abort", () => {
      cleanUp();
      reject(abortError());
    });

    signal?.addEventListener("abort", onAbortSignal, { once: true });
    xhr.send(file);
  });
}
