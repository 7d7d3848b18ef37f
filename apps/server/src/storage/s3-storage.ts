import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import type { S3Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";
import { isStorageKey, type Storage } from "./storage.ts";

const EMPTY_PAYLOAD_HASH = createHash("sha256").update("").digest("hex");
const REQUEST_TIMEOUT_MS = 60_000;

const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** 20240131T235959Z, the x-amz-date form of a timestamp. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

type SignInput = {
  method: string;
  url: URL;
  payloadHash: string;
  now: Date;
  config: Pick<S3Config, "region" | "accessKeyId" | "secretAccessKey">;
};

/**
 * AWS Signature Version 4 for one S3 request without a query string. Signs host,
 * x-amz-content-sha256 and x-amz-date; returns the headers to send.
 */
export function signS3Request({ method, url, payloadHash, now, config }: SignInput): Record<string, string> {
  const timestamp = amzDate(now);
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const headers: Record<string, string> = {
    host: url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": timestamp,
  };
  const signedHeaders = Object.keys(headers).sort().join(";");
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join("");
  // Keys are made by the server from [A-Za-z0-9-./] only, so the URL's path is already in S3's
  // canonical (URI-encoded once) form.
  const canonicalRequest = [method, url.pathname, "", canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const stringToSign = ["AWS4-HMAC-SHA256", timestamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), "s3"),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** The S3 error code from an XML error body (<Code>NoSuchKey</Code>), for the log. */
async function describeFailure(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  return `${response.status}${code ? ` ${code}` : ""}`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), addressed path-style:
 * `${endpoint}/${bucket}/${key}`. Requests are signed with Signature Version 4.
 */
export function createS3Storage(config: S3Config, clock: () => Date = () => new Date()): Storage {
  const base = config.endpoint.replace(/\/+$/, "");
  const urlOf = (key: string) => new URL(`${base}/${config.bucket}/${key}`);

  async function send(method: "PUT" | "GET" | "DELETE", key: string, body?: Uint8Array) {
    const url = urlOf(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const headers = signS3Request({ method, url, payloadHash, now: clock(), config });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      return await fetch(url, {
        method,
        headers: body ? { ...headers, "content-type": "application/octet-stream" } : headers,
        body,
        signal: controller.signal,
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
      console.error(`Object storage refused to store ${key}: ${failure}`);
      throw new AppError(502, "INTERNAL", UPLOAD_MESSAGES.failed);
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
          console.error(`Object storage could not delete ${key}: ${await describeFailure(response)}`);
        } else {
          await response.body?.cancel();
        }
      } catch (error) {
        console.error(`Object storage could not delete ${key}:`, error);
      }
    },
  };
}
