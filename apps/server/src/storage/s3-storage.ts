import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import { AwsClient } from "aws4fetch";
import type { S3Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";
import type { Logger } from "../lib/logger.ts";
import { isStorageKey, isStorageOwner, type Storage } from "./storage.ts";

const REQUEST_TIMEOUT_MS = 60_000;
/** S3 asks to retry a 5xx or a 429 now and then; a little patience, not ten tries. */
const RETRIES = 2;

/** 20240131T235959Z, the x-amz-date form of a timestamp. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The S3 error code from an XML error body (<Code>NoSuchKey</Code>), for the log. */
async function describeFailure(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  return `${response.status}${code ? ` ${code}` : ""}`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), addressed path-style:
 * `${endpoint}/${bucket}/${key}`, with every request signed (Signature Version 4) by aws4fetch.
 * Objects stay private; the API streams them to whoever may read them.
 */
export function createS3Storage(
  config: S3Config,
  { logger, clock = () => new Date() }: { logger: Logger; clock?: () => Date },
): Storage {
  const base = config.endpoint.replace(/\/+$/, "");
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: RETRIES,
  });

  /** `target` is an object's key, or the bucket's own query string (`?list-type=2&...`). */
  async function send(method: "PUT" | "GET" | "DELETE", target: string, body?: Uint8Array) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const url = `${base}/${config.bucket}${target.startsWith("?") ? "" : "/"}${target}`;
      return await client.fetch(url, {
        method,
        body,
        // The payload is signed too, so the bucket refuses bytes changed on the way.
        headers: body
          ? {
              "content-type": "application/octet-stream",
              "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
            }
          : undefined,
        signal: controller.signal,
        aws: { datetime: amzDate(clock()) },
      });
    } finally {
      // Only the wait for the answer is bounded; a slow download of a large file may take longer.
      clearTimeout(timer);
    }
  }

  return {
    async put(key, bytes) {
      if (!isStorageKey(key)) throw new Error("Invalid storage key");
      let failure: string;
      try {
        const response = await send("PUT", key, bytes);
        if (response.ok) {
          await response.body?.cancel();
          return;
        }
        failure = await describeFailure(response);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      // The operator needs the cause; the person uploading only needs to know it did not work.
      throw new AppError(502, "INTERNAL", UPLOAD_MESSAGES.failed, undefined, {
        cause: new Error(`Object storage refused to store ${key}: ${failure}`),
      });
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        throw new Error(`Object storage could not read ${key}: ${await describeFailure(response)}`);
      }
      const size = Number(response.headers.get("content-length"));
      if (!Number.isFinite(size)) {
        await response.body.cancel();
        throw new Error(`Object storage answered ${key} without a Content-Length`);
      }
      return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size };
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      // A file left behind costs a little space; failing the request that replaced it would cost more.
      try {
        const response = await send("DELETE", key);
        if (!response.ok && response.status !== 404) {
          logger.warn(
            { key, failure: await describeFailure(response) },
            "Object storage could not delete a file",
          );
        } else {
          await response.body?.cancel();
        }
      } catch (error) {
        logger.warn({ key, err: error }, "Object storage could not delete a file");
      }
    },

    async removeAllOf(ownerId) {
      if (!isStorageOwner(ownerId)) throw new Error("Invalid owner for storage");
      // ListObjectsV2, a page of up to 1,000 keys at a time, each deleted (DeleteObjects would need a Content-MD5).
      let continuation: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix: `${ownerId}/` });
        if (continuation) query.set("continuation-token", continuation);
        const response = await send("GET", `?${query}`);
        if (!response.ok) {
          throw new Error(`Object storage could not list ${ownerId}/: ${await describeFailure(response)}`);
        }
        const listing = await response.text();
        for (const [, key = ""] of listing.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const decoded = decodeXml(key);
          if (!isStorageKey(decoded) || !decoded.startsWith(`${ownerId}/`)) continue;
          const removed = await send("DELETE", decoded);
          await removed.body?.cancel();
          if (!removed.ok && removed.status !== 404) {
            throw new Error(`Object storage could not delete ${decoded}: ${removed.status}`);
          }
        }
        continuation = /<IsTruncated>true<\/IsTruncated>/.test(listing)
          ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(listing)?.[1] ?? "")
          : undefined;
      } while (continuation);
    },
  };
}

function decodeXml(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}
