import { chmodSync, lstatSync, readdirSync, type Stats, statSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database (its write-ahead log carries reset tokens and session ids), resumes, the
 * dev mailbox and the generated secret: the server's OS user alone may enter its folders and read its
 * files.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Every permission of the group and of other users. */
const SHARED_BITS = 0o077;

/**
 * Whatever this process creates from now on (our files, PGlite's new folders and log segments, sockets)
 * is born without group or other permissions, whatever umask the shell or service manager gave it.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

export class PrivateFilesError extends Error {
  constructor(entry: string, cause: NodeJS.ErrnoException) {
    super(
      `Could not make ${entry} readable by this user only (${cause.code}). ` +
        "Everything in DATA_DIR must belong to the user the server runs as: chown it to that user.",
    );
    this.name = "PrivateFilesError";
  }
}

function isGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** Takes group and other permissions away from one entry; true when it had any. */
function makeEntryPrivate(entry: string, mode: number, isFolder: boolean): boolean {
  if ((mode & SHARED_BITS) === 0) return false;
  try {
    chmodSync(entry, isFolder ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE);
  } catch (error) {
    if (isGone(error)) return false;
    throw new PrivateFilesError(entry, error as NodeJS.ErrnoException);
  }
  return true;
}

/**
 * Makes `root` and everything under it private to this user (folders 0700, everything else 0600) and
 * returns how many entries had to change. Symbolic links inside are neither followed nor changed: a
 * link could point anywhere on the machine. A folder is closed before it is read, so nobody else can
 * add to it while it is walked. A missing `root` is no error (nothing to protect yet).
 */
export function makeTreePrivate(root: string): number {
  let info: Stats;
  try {
    // The root itself may be a link (DATA_DIR on another disk); it is the operator's choice to follow.
    info = statSync(root);
  } catch (error) {
    if (isGone(error)) return 0;
    throw error;
  }
  let changed = makeEntryPrivate(root, info.mode, info.isDirectory()) ? 1 : 0;
  if (!info.isDirectory()) return changed;
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    for (const name of names) {
      const entry = path.join(folder, name);
      let entryInfo: Stats;
      try {
        entryInfo = lstatSync(entry);
      } catch (error) {
        if (isGone(error)) continue;
        throw error;
      }
      if (entryInfo.isSymbolicLink()) continue;
      if (makeEntryPrivate(entry, entryInfo.mode, entryInfo.isDirectory())) changed++;
      if (entryInfo.isDirectory()) folders.push(entry);
    }
  }
  return changed;
}
