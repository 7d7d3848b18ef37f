import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../auth/session.ts";
import { listenOnFreePort } from "../http/server.ts";
import { acceptedEncodings, serveWebApp } from "./serve-web-app.ts";

const webDist = mkdtempSync(path.join(tmpdir(), "internpath-web-dist-"));
const SCRIPT = `console.log(${JSON.stringify("app ".repeat(800))});`;
const SHELL = `<!doctype html><title>InternPath</title>${"<!-- shell -->".repeat(100)}<div id="root"></div>`;
const LANDING = `<!doctype html><title>InternPath</title><div id="root"><h1>Find the internship</h1></div>`;

/** Writes a file and, as the web build does, its brotli and gzip copies. */
function writeBuilt(relative: string, content: string, { compressed = true } = {}) {
  const file = path.join(webDist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

let server: Awaited<ReturnType<typeof listenOnFreePort>>;

beforeAll(async () => {
  writeBuilt("index.html", SHELL);
  writeBuilt("assets/app-abc123.js", SCRIPT);
  writeBuilt("robots.txt", "User-agent: *\nDisallow: /api/\n", { compressed: false });
  writeBuilt("prerendered/index.html", LANDING, { compressed: false });
  writeBuilt("prerendered/privacy-policy/index.html", "<h1>Privacy Policy</h1>", { compressed: false });
  writeBuilt(".vite/manifest.json", "{}", { compressed: false });
  const app = new Hono<AppEnv>();
  serveWebApp(app, webDist);
  server = await listenOnFreePort(app);
});

afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A request over real HTTP, its body read as sent (fetch would decompress it on its own). */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Headers; raw: Buffer }>((resolve, reject) => {
    const request = http.request(
      `${server.url}${url}`,
      { method, headers: { "accept-encoding": "identity", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const received = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) received.set(name, Array.isArray(value) ? value.join(", ") : value);
          }
          resolve({ status: response.statusCode ?? 0, headers: received, raw: Buffer.concat(chunks) });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("serving the built web app", () => {
  it("sends the brotli copy to a client that accepts it, with the type, length and Vary", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(response.headers.get("content-length"))).toBe(response.raw.length);
    expect(response.raw.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.raw).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip, then to the file as it is", async () => {
    const gzip = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.raw).toString()).toBe(SCRIPT);

    const refusedBrotli = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0.5" });
    expect(refusedBrotli.headers.get("content-encoding")).toBe("gzip");

    const identity = await get("/assets/app-abc123.js");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
    expect(identity.raw.toString()).toBe(SCRIPT);
    expect(Number(identity.headers.get("content-length"))).toBe(SCRIPT.length);
  });

  it("answers a matching If-None-Match with 304 and no body, per encoding", async () => {
    const first = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get("/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("immutable");
    // The brotli copy's tag does not validate the gzip copy.
    const otherEncoding = await get("/assets/app-abc123.js", {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(otherEncoding.status).toBe(200);
    const shell = await get("/dashboard");
    expect((await get("/dashboard", { "if-none-match": `W/${shell.headers.get("etag")}` })).status).toBe(304);
  });

  it("caches hashed assets for good and makes the browser revalidate pages", async () => {
    const asset = await get("/assets/app-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await get("/internships");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers a missing asset with 404, never with the page", async () => {
    const response = await get("/assets/app-old.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.raw.toString()).not.toContain("<html");
  });

  it("serves robots.txt as text", async () => {
    const response = await get("/robots.txt", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.raw.toString()).toContain("Disallow: /api/");
  });

  it("serves pre-rendered pages for their own paths and the shell for the others", async () => {
    expect((await get("/")).raw.toString()).toBe(LANDING);
    expect((await get("/privacy-policy")).raw.toString()).toContain("Privacy Policy");
    expect((await get("/privacy-policy/")).raw.toString()).toContain("Privacy Policy");
    for (const url of ["/dashboard", "/internships/123", "/?role=company", "/privacy-policy?x=1"]) {
      expect((await get(url)).raw.toString(), url).toBe(SHELL);
    }
    // Build metadata and the pre-rendered files themselves are not addresses of their own.
    expect((await get("/.vite/manifest.json")).raw.toString()).toBe(SHELL);
    expect((await get("/prerendered/index.html")).raw.toString()).toBe(SHELL);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Number(response.headers.get("content-length"))).toBe(brotliCompressSync(SCRIPT).length);
    expect(response.raw.length).toBe(0);
  });

  it("keeps the document security headers on files it serves", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("reading Accept-Encoding", () => {
  it("prefers brotli, honours q=0 and the wildcard", () => {
    expect(acceptedEncodings("gzip, br")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0, gzip;q=1")).toEqual(["gzip"]);
    expect(acceptedEncodings("x-gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
