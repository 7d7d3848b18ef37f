import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, type S3Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";
import { createLogger } from "../lib/logger.ts";
import { PNG_BYTES, pdfBytes } from "../testing/fixtures.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { createS3Storage } from "./s3-storage.ts";
import { makeStorageKey } from "./storage.ts";

// ---------------------------------------------------------------------------------------------
// The test server checks every request's Signature Version 4 by signing it again with aws4fetch's
// signer from what it received (the signed headers, the date, the payload hash) and the secret it
// knows. That signer is itself pinned to the AWS documentation's example below.
// ---------------------------------------------------------------------------------------------

type ReceivedRequest = {
  method: string;
  /** The URL as it arrived (path already URI-encoded, and the query). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  signedHeaders: string[];
  amzDate: string;
  region: string;
  secretAccessKey: string;
};

async function expectedSignature(request: ReceivedRequest): Promise<string> {
  const headers = new Headers();
  for (const name of request.signedHeaders) {
    if (name === "host") continue;
    const value = request.headers[name];
    headers.set(name, Array.isArray(value) ? value.join(",") : (value ?? ""));
  }
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers,
    accessKeyId: "unused",
    secretAccessKey: request.secretAccessKey,
    service: "s3",
    region: request.region,
    datetime: request.amzDate,
    allHeaders: true,
  });
  return signer.signature();
}

const AUTHORIZATION_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

type FakeS3 = {
  endpoint: string;
  bucket: string;
  /** Access key id -> secret the server accepts. */
  credentials: Map<string, string>;
  objects: Map<string, Buffer>;
  log: { method: string; key: string; status: number }[];
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** A tiny S3-compatible server: path-style buckets, objects in memory, every request's signature checked. */
async function startFakeS3(bucket: string, region: string): Promise<FakeS3> {
  const credentials = new Map<string, string>();
  const objects = new Map<string, Buffer>();
  const log: FakeS3["log"] = [];

  const server: Server = createServer(async (request, response) => {
    const [rawPath = "/", query = ""] = (request.url ?? "/").split("?");
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const reply = (status: number, code?: string, headers: Record<string, string | number> = {}) => {
      log.push({ method, key: rawPath, status });
      response.writeHead(status, code ? { "content-type": "application/xml", ...headers } : headers);
      response.end(code ? `<?xml version="1.0"?><Error><Code>${code}</Code></Error>` : undefined);
    };

    const match = AUTHORIZATION_PATTERN.exec(request.headers.authorization ?? "");
    if (!match) return reply(403, "AccessDenied");
    const [, accessKeyId = "", date = "", scopeRegion = "", service = "", signedList = "", signature = ""] =
      match;
    const secretAccessKey = credentials.get(accessKeyId);
    if (!secretAccessKey) return reply(403, "InvalidAccessKeyId");
    const signedHeaders = signedList.split(";");
    const amzDate = String(request.headers["x-amz-date"] ?? "");
    const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
    if (
      !signedHeaders.includes("host") ||
      !signedHeaders.includes("x-amz-date") ||
      !signedHeaders.includes("x-amz-content-sha256") ||
      [...signedHeaders].sort().join(";") !== signedList ||
      service !== "s3" ||
      scopeRegion !== region ||
      !/^\d{8}T\d{6}Z$/.test(amzDate) ||
      amzDate.slice(0, 8) !== date
    ) {
      return reply(403, "AuthorizationHeaderMalformed");
    }
    const signedAt = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    if (Math.abs(Date.now() - signedAt) > 15 * 60_000) return reply(403, "RequestTimeTooSkewed");
    if (
      payloadHash !== "UNSIGNED-PAYLOAD" &&
      createHash("sha256").update(body).digest("hex") !== payloadHash
    ) {
      return reply(400, "XAmzContentSHA256Mismatch");
    }
    const expected = await expectedSignature({
      method,
      url: `http://${request.headers.host}${rawPath}${query ? `?${query}` : ""}`,
      headers: request.headers,
      signedHeaders,
      amzDate,
      region: scopeRegion,
      secretAccessKey,
    });
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      return reply(403, "SignatureDoesNotMatch");
    }

    if (method === "GET" && rawPath === `/${bucket}`) {
      // ListObjectsV2, two keys a page so the test walks the continuation tokens.
      const params = new URLSearchParams(query);
      if (params.get("list-type") !== "2") return reply(400, "InvalidArgument");
      const matching = [...objects.keys()].filter((key) => key.startsWith(params.get("prefix") ?? "")).sort();
      // Like S3's, the token marks a place in key order, so deleting listed keys skips nothing.
      const after = params.get("continuation-token") ?? "";
      const remaining = matching.filter((key) => key > after);
      const page = remaining.slice(0, 2);
      const isTruncated = remaining.length > 2;
      log.push({ method, key: rawPath, status: 200 });
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(
        `<?xml version="1.0"?><ListBucketResult><IsTruncated>${isTruncated}</IsTruncated>${page
          .map((key) => `<Contents><Key>${key}</Key></Contents>`)
          .join(
            "",
          )}${isTruncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ""}</ListBucketResult>`,
      );
      return;
    }
    const prefix = `/${bucket}/`;
    if (!rawPath.startsWith(prefix)) return reply(404, "NoSuchBucket");
    const key = decodeURIComponent(rawPath.slice(prefix.length));
    if (method === "PUT") {
      objects.set(key, body);
      return reply(200);
    }
    if (method === "GET") {
      const object = objects.get(key);
      if (!object) return reply(404, "NoSuchKey");
      log.push({ method, key: rawPath, status: 200 });
      response.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": object.length,
      });
      response.end(object);
      return;
    }
    if (method === "DELETE") {
      objects.delete(key);
      return reply(204);
    }
    return reply(405, "MethodNotAllowed");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------

const REGION = "eu-central-1";
const ACCESS_KEY_ID = "AKIDINTERNPATHTEST";
const SECRET = "internpath/test+secret/0123456789abcdefABCDEF";

const logger = createLogger({ level: "silent" });

let s3: FakeS3;
let s3Config: S3Config;

beforeAll(async () => {
  s3 = await startFakeS3("internpath-uploads", REGION);
  s3Config = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
  };
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.log.length = 0;
  s3.credentials.clear();
  s3.credentials.set(ACCESS_KEY_ID, SECRET);
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe("the signer the client and the test server use", () => {
  it("reproduces the GET Object example of the AWS S3 documentation", async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const signature = await expectedSignature({
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      headers: {
        range: "bytes=0-9",
        "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      },
      signedHeaders: ["host", "range", "x-amz-content-sha256", "x-amz-date"],
      amzDate: "20130524T000000Z",
      region: "us-east-1",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    });
    expect(signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });
});

describe("createS3Storage", () => {
  const owner = "3f1c2a9e-0000-4000-8000-000000000001";

  it("puts, opens and removes an object with signed requests", async () => {
    const storage = createS3Storage(s3Config, { logger });
    const key = makeStorageKey(owner, "resumes", "pdf");
    const bytes = pdfBytes("Signed");
    await storage.put(key, bytes);
    expect(s3.objects.get(key)?.equals(Buffer.from(bytes))).toBe(true);

    const opened = await storage.open(key);
    expect(opened?.size).toBe(bytes.byteLength);
    expect((await readAll(opened!.stream)).equals(Buffer.from(bytes))).toBe(true);

    await storage.remove(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
    expect(s3.log.filter((entry) => entry.status === 403)).toEqual([]);
  });

  it("answers null for a missing object and ignores removing one", async () => {
    const storage = createS3Storage(s3Config, { logger });
    const key = makeStorageKey(owner, "uploads", "png");
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it("removes every object of one owner, page by page, and leaves the others", async () => {
    const storage = createS3Storage(s3Config, { logger });
    const other = "3f1c2a9e-0000-4000-8000-000000000002";
    const mine = [
      makeStorageKey(owner, "resumes", "pdf"),
      makeStorageKey(owner, "uploads", "png"),
      makeStorageKey(owner, "logos", "png"),
    ];
    const theirs = makeStorageKey(other, "resumes", "pdf");
    for (const key of [...mine, theirs]) await storage.put(key, PNG_BYTES);

    await storage.removeAllOf(owner);
    for (const key of mine) expect(s3.objects.has(key)).toBe(false);
    expect(s3.objects.has(theirs)).toBe(true);
    expect(s3.log.filter((entry) => entry.method === "GET" && entry.key === `/${s3.bucket}`)).toHaveLength(2);
    expect(s3.log.filter((entry) => entry.status >= 400)).toEqual([]);
    await expect(storage.removeAllOf("../etc")).rejects.toThrow("Invalid owner");
  });

  it("never sends a key the server did not make", async () => {
    const storage = createS3Storage(s3Config, { logger });
    const before = s3.log.length;
    await expect(storage.put("../etc/passwd", new Uint8Array([1]))).rejects.toThrow("Invalid storage key");
    expect(await storage.open(`${owner}/resumes/../../x.pdf`)).toBeNull();
    expect(s3.log.length).toBe(before);
  });

  it("works with an endpoint that has a trailing slash and signs every request anew", async () => {
    const storage = createS3Storage({ ...s3Config, endpoint: `${s3.endpoint}/` }, { logger });
    const key = makeStorageKey(owner, "logos", "png");
    await storage.put(key, PNG_BYTES);
    expect((await storage.open(key))?.size).toBe(PNG_BYTES.byteLength);
  });

  it("fails a put with the upload message when the secret is wrong, and stores nothing", async () => {
    const storage = createS3Storage({ ...s3Config, secretAccessKey: "not-the-secret" }, { logger });
    const key = makeStorageKey(owner, "resumes", "pdf");
    const error = await storage.put(key, pdfBytes()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("Upload failed. Please try again.");
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.log.at(-1)).toMatchObject({ method: "PUT", status: 403 });
  });

  it("fails a put when the storage cannot be reached", async () => {
    const storage = createS3Storage({ ...s3Config, endpoint: "http://127.0.0.1:9" }, { logger });
    await expect(storage.put(makeStorageKey(owner, "uploads", "png"), PNG_BYTES)).rejects.toThrow(
      "Upload failed. Please try again.",
    );
  });

  it("is refused with a clock that is off by an hour", async () => {
    const storage = createS3Storage(s3Config, { logger, clock: () => new Date(Date.now() - 60 * 60_000) });
    await expect(storage.put(makeStorageKey(owner, "uploads", "png"), PNG_BYTES)).rejects.toThrow(
      "Upload failed. Please try again.",
    );
    expect(s3.log.at(-1)).toMatchObject({ status: 403 });
  });
});

describe("uploads through the API with S3 storage", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ s3: s3Config });
  });
  afterAll(() => ctx.close());

  const keyOf = (url: string) => url.replace(/^\/api\/files\//, "");

  it("stores resumes and avatars in the bucket, serves them back and deletes replaced ones", async () => {
    const { agent } = await ctx.signedInAs("student");
    const firstResume = pdfBytes("First resume");
    const resume = await agent.upload("resume", firstResume, "cv.pdf");
    expect(resume.status).toBe(201);
    expect(s3.objects.get(keyOf(resume.json.url))?.equals(Buffer.from(firstResume))).toBe(true);

    const served = await agent.get(resume.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-length")).toBe(String(firstResume.byteLength));
    expect(Buffer.from(served.bytes).equals(Buffer.from(firstResume))).toBe(true);
    expect((await ctx.agent().get(resume.json.url)).status).toBe(404);

    const avatar = await agent.upload("avatar", PNG_BYTES, "me.png");
    expect(avatar.status).toBe(201);
    const publicAvatar = await ctx.agent().get(avatar.json.url);
    expect(publicAvatar.status).toBe(200);
    expect(Buffer.from(publicAvatar.bytes).equals(PNG_BYTES)).toBe(true);

    const secondResume = pdfBytes("Second resume");
    const replaced = await agent.upload("resume", secondResume, "cv-v2.pdf");
    expect(replaced.status).toBe(201);
    expect(s3.objects.has(keyOf(resume.json.url))).toBe(false);
    expect(s3.objects.has(keyOf(replaced.json.url))).toBe(true);
    expect((await agent.get(resume.json.url)).status).toBe(404);
    expect(Buffer.from((await agent.get(replaced.json.url)).bytes).equals(Buffer.from(secondResume))).toBe(
      true,
    );

    const newAvatar = await agent.upload("avatar", PNG_BYTES, "me-again.png");
    expect(newAvatar.status).toBe(201);
    expect(s3.objects.has(keyOf(avatar.json.url))).toBe(false);
    expect(s3.objects.has(keyOf(newAvatar.json.url))).toBe(true);

    const profile = (await agent.get("/api/profile")).json.profile;
    expect(profile).toMatchObject({ resumeUrl: replaced.json.url, avatarUrl: newAvatar.json.url });
    expect(existsSync(path.join(ctx.config.dataDir, "storage"))).toBe(false);
    expect(s3.log.filter((entry) => entry.status === 403)).toEqual([]);
  });

  it("answers 'Upload failed. Please try again.' and keeps the profile when the bucket refuses", async () => {
    const { agent } = await ctx.signedInAs("student");
    const first = await agent.upload("resume", pdfBytes("Kept"), "cv.pdf");
    expect(first.status).toBe(201);
    const objectsBefore = s3.objects.size;

    // The bucket's owner rotated the secret: the server's copy is now wrong.
    s3.credentials.set(ACCESS_KEY_ID, "a-rotated-secret");
    const refused = await agent.upload("resume", pdfBytes("Lost"), "cv-new.pdf");
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(refused.json.error.message).toBe("Upload failed. Please try again.");
    expect(s3.objects.size).toBe(objectsBefore);

    s3.credentials.set(ACCESS_KEY_ID, SECRET);
    expect((await agent.get("/api/profile")).json.profile.resumeUrl).toBe(first.json.url);
    expect((await agent.get(first.json.url)).status).toBe(200);
  });
});

describe("S3 configuration", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-s3-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const complete = {
    S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com/",
    S3_BUCKET: "internpath-uploads",
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error("expected a ConfigError");
  }

  it("is off (local disk) when no S3 variable is set", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
  });

  it("reads all the variables, defaulting the region to us-east-1", () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...complete }).s3).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "internpath-uploads",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
    });
    expect(loadConfig({ DATA_DIR: dataDir, ...complete, S3_REGION: "auto" }).s3?.region).toBe("auto");
  });

  it("names each missing partner variable", () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete;
    expect(problemsOf(withoutSecret)).toEqual(["S3_SECRET_ACCESS_KEY must be set together with S3_ENDPOINT"]);
    expect(problemsOf({ S3_BUCKET: "internpath-uploads" })).toEqual([
      "S3_ENDPOINT must be set together with S3_BUCKET",
      "S3_ACCESS_KEY_ID must be set together with S3_BUCKET",
      "S3_SECRET_ACCESS_KEY must be set together with S3_BUCKET",
    ]);
  });

  it.each([
    [{ S3_ENDPOINT: "ftp://files.example.com" }, "S3_ENDPOINT must be a URL"],
    [{ S3_BUCKET: "Not_A_Bucket" }, "S3_BUCKET must be a bucket name"],
    [{ S3_REGION: "EU Central" }, "S3_REGION must be a region name, e.g. us-east-1"],
  ])("refuses %o", (override, message) => {
    expect(problemsOf({ ...complete, ...override }).join("\n")).toContain(message);
  });
});
