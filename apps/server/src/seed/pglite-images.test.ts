import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client.ts";
import { copyImageIfFresh, imagePaths } from "../db/pglite-images.ts";
import { createLogger } from "../lib/logger.ts";
import { createLocalDiskStorage } from "../storage/storage.ts";
import { entriesOpenToOthers } from "../testing/file-modes.ts";
import { usePostgres } from "../testing/test-database.ts";
import { finishDemoImage, prepareImage } from "./pglite-images.ts";

const folder = mkdtempSync(path.join(tmpdir(), "internpath-images-"));
const imagesDir = path.join(folder, "images");
const DAY = 86_400_000;

// The images are embedded databases: PGlite whichever database the other tests use.
describe.skipIf(usePostgres())("prepared embedded databases", { timeout: 120_000 }, () => {
  let madeAt: { deadline: string | null; createdAt: string }[];
  let openAfterBuild: string[];

  beforeAll(async () => {
    await prepareImage(imagesDir, "demo", createLogger({ level: "silent" }));
    openAfterBuild = [
      ...entriesOpenToOthers(imagePaths(imagesDir, "demo").dataDir),
      ...entriesOpenToOthers(imagePaths(imagesDir, "demo").files),
    ];
    const image = await openPglite({ dataDir: imagePaths(imagesDir, "demo").dataDir });
    madeAt = (
      (await image.db.execute(
        sql`select deadline::text as deadline, created_at::text as "createdAt" from internships order by title`,
      )) as unknown as { rows: typeof madeAt }
    ).rows;
    await image.close();
    // As if the image had been made ten days before this start.
    const manifestFile = imagePaths(imagesDir, "demo").manifest;
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, builtAt: new Date(Date.now() - 10 * DAY).toISOString() }),
    );
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keeps the image's files to their owner, as the DATA_DIR copied from it must be", () => {
    expect(openAfterBuild).toEqual([]);
  });

  it("start a fresh data directory as a copy of the demo image, dates moved forward and files in storage", async () => {
    const pgliteDir = path.join(folder, "data", "pglite");
    // What a start interrupted half way through its copy left behind: not a database, and replaced.
    mkdirSync(`${pgliteDir}.partial/base`, { recursive: true });
    writeFileSync(`${pgliteDir}.partial/base/leftover`, "half a copy");
    expect(copyImageIfFresh(imagesDir, "demo", pgliteDir)).toBe(true);
    expect(copyImageIfFresh(imagesDir, "demo", pgliteDir)).toBe(false);
    expect(existsSync(`${pgliteDir}.partial`)).toBe(false);
    expect(existsSync(path.join(pgliteDir, "base", "leftover"))).toBe(false);
    expect(existsSync(path.join(pgliteDir, "PG_VERSION"))).toBe(true);
    // Without the template databases nothing uses, the copy is half the files.
    expect(readdirSync(path.join(pgliteDir, "base"))).toHaveLength(1);

    const database = await openPglite({ dataDir: pgliteDir });
    await database.migrate();
    const storage = createLocalDiskStorage(path.join(folder, "data", "storage"));
    const signIns = await finishDemoImage(database.db, storage, imagesDir);
    expect(signIns.join("\n")).toContain("maya@student.demo.internpath.app / demo-pass-2026");

    const now = (
      (await database.db.execute(
        sql`select deadline::text as deadline, created_at::text as "createdAt" from internships order by title`,
      )) as unknown as { rows: typeof madeAt }
    ).rows;
    expect(now).toHaveLength(madeAt.length);
    now.forEach((row, index) => {
      const before = madeAt[index]!;
      expect(Date.parse(row.createdAt) - Date.parse(before.createdAt)).toBeGreaterThan(10 * DAY - 60_000);
      if (before.deadline) expect(Date.parse(row.deadline!) - Date.parse(before.deadline)).toBe(10 * DAY);
    });

    const resumes = (
      (await database.db.execute(
        sql`select resume_url as "resumeUrl" from profiles where resume_url is not null`,
      )) as unknown as { rows: { resumeUrl: string }[] }
    ).rows;
    expect(resumes.length).toBeGreaterThan(0);
    for (const { resumeUrl } of resumes) {
      const file = await storage.open(resumeUrl.replace("/api/files/", ""));
      expect(file?.size).toBeGreaterThan(100);
      let read = 0;
      for await (const chunk of file!.stream) read += (chunk as Buffer).length;
      expect(read).toBe(file?.size);
    }
    await database.close();
  });
});
