// Writes `<file>.br` and `<file>.gz` next to every compressible file of the built web app, so the server
// sends them as they are instead of compressing on each request. Run by `npm run build` after Vite.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".xml"]);
/** Below this, the bytes saved do not pay for the request header and the work. */
const MIN_BYTES = 1024;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build metadata and the server's renderer (.vite/, .server/) are not sent to browsers.
    if (entry.name.startsWith(".")) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

/** Compresses every file of `dir` worth it; returns what was written. */
export function compressDirectory(dir) {
  const written = [];
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const variants = {
      br: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: gzipSync(content, { level: 9 }),
    };
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length >= content.length) continue;
      writeFileSync(`${file}.${extension}`, compressed);
      written.push({
        file: path.relative(dir, file),
        extension,
        from: content.length,
        to: compressed.length,
      });
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../dist"));
  const written = compressDirectory(dir);
  const total = (extension) => written.filter((entry) => entry.extension === extension);
  const sum = (entries, key) => entries.reduce((bytes, entry) => bytes + entry[key], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const br = total("br");
  const gz = total("gz");
  console.log(
    `compressed ${br.length} files of ${path.relative(process.cwd(), dir) || "."}: ${kb(sum(br, "from"))} -> ${kb(sum(br, "to"))} brotli, ${kb(sum(gz, "to"))} gzip`,
  );
}
