import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../lib/private-files.ts";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another InternPath server (pid ${pid}) is already using DATA_DIR ${dataDir}. ` +
        "Two servers on one embedded database would corrupt it: stop the other server or set a different DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on DATA_DIR for this process (a pid file created
 * with O_EXCL). A lock left by a process that no longer runs is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const lockFile = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock on DATA_DIR ${dataDir}`);
}
