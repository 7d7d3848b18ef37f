// Bundles our own sources; npm packages stay external (PGlite loads its .wasm from its package).
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const { dependencies, devDependencies } = JSON.parse(readFileSync("package.json", "utf8"));
// Our shared package is TypeScript source, so it is bundled; everything else stays external.
const external = Object.keys({ ...dependencies, ...devDependencies }).filter(
  (name) => !name.startsWith("@internpath/"),
);

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/main.ts",
    "create-admin": "src/cli/create-admin.ts",
    "prepare-pglite-images": "src/cli/prepare-pglite-images.ts",
    "seed-scale": "src/cli/seed-scale.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
// Ready embedded databases (migrated; migrated with demo data) for a fast first start.
execFileSync(process.execPath, ["dist/prepare-pglite-images.js", "dist/pglite"], { stdio: "inherit" });
console.log("server built to apps/server/dist");
