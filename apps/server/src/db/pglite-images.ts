import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Embedded databases made at build time, so a fresh `npm start` copies a ready data directory
 * instead of creating a cluster, migrating and seeding (seconds of WebAssembly, and a password hash
 * per demo account): `empty` is migrated, `demo` also holds the demo data, with its uploaded files
 * beside it and a manifest of when it was made and how to sign in. Opening the database copies one into
 * place (open.ts); seed/pglite-images.ts makes them and finishes a copied demo one.
 */
export const IMAGE_KINDS = ["empty", "demo"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export type DemoManifest = { builtAt: string; signIns: string[] };

export function imagePaths(imagesDir: string, kind: ImageKind) {
  return {
    dataDir: path.join(imagesDir, kind),
    files: path.join(imagesDir, `${kind}-files`),
    manifest: path.join(imagesDir, `${kind}.json`),
  };
}

/**
 * Copies the image into place when the embedded database does not exist yet; false without one. The
 * copy is made beside the target and renamed into place, so a start interrupted half way leaves no
 * half-copied database behind to open next time.
 */
export function copyImageIfFresh(imagesDir: string, kind: ImageKind, pgliteDir: string): boolean {
  const image = imagePaths(imagesDir, kind);
  if (existsSync(pgliteDir) || !existsSync(image.manifest)) return false;
  const partial = `${pgliteDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(image.dataDir, partial, { recursive: true });
  renameSync(partial, pgliteDir);
  return true;
}

export function writeManifest(imagesDir: string, kind: ImageKind, manifest: DemoManifest) {
  writeFileSync(imagePaths(imagesDir, kind).manifest, JSON.stringify(manifest, null, 2));
}

export function readManifest(imagesDir: string, kind: ImageKind): DemoManifest {
  return JSON.parse(readFileSync(imagePaths(imagesDir, kind).manifest, "utf8")) as DemoManifest;
}
