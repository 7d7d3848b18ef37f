import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../lib/private-files.ts";

export const STORAGE_FOLDERS = ["uploads", "resumes", "logos", "files"] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/** One interface for every place files can live: local disk, or an S3-compatible bucket. */
export type Storage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Removes every file under `{ownerId}/` (an account that was deleted); throws if that failed. */
  removeAllOf(ownerId: string): Promise<void>;
};

/** Keys are made by the server only: `{userId}/{folder}/{uuid}.{ext}`. */
const OWNER_PATTERN = /^[A-Za-z0-9-]+$/;

/** A user id that can head a storage key (and so name a folder). */
export function isStorageOwner(ownerId: string): boolean {
  return OWNER_PATTERN.test(ownerId);
}

export function makeStorageKey(userId: string, folder: StorageFolder, extension: string): string {
  if (!isStorageOwner(userId)) throw new Error("Invalid user id for a storage key");
  if (!/^[a-z0-9]{1,5}$/.test(extension)) throw new Error("Invalid file extension for a storage key");
  return `${userId}/${folder}/${randomUUID()}.${extension}`;
}

const KEY_PATTERN = /^[A-Za-z0-9-]+\/(uploads|resumes|logos|files)\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function createLocalDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isStorageKey(key)) throw new Error("Invalid storage key");
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await writeFile(file, bytes, { mode: PRIVATE_FILE_MODE });
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(resolve(key), { force: true });
    },
    async removeAllOf(ownerId) {
      if (!isStorageOwner(ownerId)) throw new Error("Invalid owner for storage");
      await rm(path.join(root, ownerId), { recursive: true, force: true });
    },
  };
}

/** The URL the API serves a stored file at. */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}
