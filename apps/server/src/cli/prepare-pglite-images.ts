// Run by the server build: `node dist/prepare-pglite-images.js <images folder>`.
import path from "node:path";
import { IMAGE_KINDS } from "../db/pglite-images.ts";
import { createLogger } from "../lib/logger.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";
import { prepareImage } from "../seed/pglite-images.ts";

// A fresh start copies the images with their modes: they are private like the DATA_DIR they become.
keepNewFilesPrivate();
const imagesDir = path.resolve(process.argv[2] ?? "dist/pglite");
const logger = createLogger({ level: "warn" });
for (const kind of IMAGE_KINDS) await prepareImage(imagesDir, kind, logger);
console.log(`embedded database images prepared in ${path.relative(process.cwd(), imagesDir)}`);
