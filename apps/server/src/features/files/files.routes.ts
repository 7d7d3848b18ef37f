import { Readable } from "node:stream";
import { fileContracts } from "@internpath/shared/contracts/files";
import { UPLOAD_CACHE_SECONDS } from "@internpath/shared/limits";
import { UPLOAD_KINDS, UPLOAD_RULES, type UploadKind } from "@internpath/shared/uploads";
import { requireActor } from "../../auth/guards.ts";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { isStorageKey, type Storage } from "../../storage/storage.ts";
import { CONTENT_TYPES, canReadFile, storeUpload } from "./files.service.ts";
import { readLimitedBody } from "./read-limited-body.ts";

function fileNameFrom(header: string | undefined): string {
  if (!header) return "";
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return header.slice(0, 255);
  }
}

export function fileRoutes(db: Database, storage: Storage) {
  return declareRoutes<AppEnv, typeof fileContracts>(fileContracts)
    .handle("PUT /api/uploads/:kind", async (c) => {
      const kind = c.req.param("kind");
      if (!UPLOAD_KINDS.includes(kind as UploadKind)) throw AppError.notFound("Unknown upload kind");
      // Refused before the body is read: an anonymous upload costs nothing.
      requireActor(c.get("actor"));
      const bytes = await readLimitedBody(c.req.raw, UPLOAD_RULES[kind as UploadKind].maxBytes);
      const stored = await storeUpload(
        db,
        storage,
        c.get("actor"),
        kind as UploadKind,
        fileNameFrom(c.req.header("x-file-name")),
        bytes,
      );
      return c.json(stored, 201);
    })
    .handle("GET /api/files/:owner/:folder/:name", async (c) => {
      const key = `${c.req.param("owner")}/${c.req.param("folder")}/${c.req.param("name")}`;
      if (!isStorageKey(key) || !(await canReadFile(db, c.get("actor"), key)))
        throw AppError.notFound("File not found");
      const file = await storage.open(key);
      if (!file) throw AppError.notFound("File not found");
      const extension = key.slice(key.lastIndexOf(".") + 1);
      const isPrivate = key.split("/")[1] === "resumes";
      const inline = extension === "pdf" || !isPrivate;
      c.header("Content-Type", CONTENT_TYPES[extension] ?? "application/octet-stream");
      c.header("Content-Length", String(file.size));
      c.header("X-Content-Type-Options", "nosniff");
      c.header(
        "Content-Disposition",
        `${inline ? "inline" : "attachment"}; filename="${isPrivate ? "resume" : "file"}.${extension}"`,
      );
      c.header("Cache-Control", isPrivate ? "private, no-store" : `public, max-age=${UPLOAD_CACHE_SECONDS}`);
      return c.body(Readable.toWeb(file.stream) as ReadableStream);
    }).app;
}
