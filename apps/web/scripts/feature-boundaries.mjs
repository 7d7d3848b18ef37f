// Writes apps/web/biome.json's rule "a feature imports no other feature and not app/", one block per folder
// of src/features, from the folders that are there: a new feature gets its rule from `npm run format`, and
// `npm run lint` (this script with --check) fails until it has. Biome cannot say "any feature but the
// file's own" in one rule, hence a block per feature. The file's other settings are kept as they are.
//
//   node apps/web/scripts/feature-boundaries.mjs            write the blocks
//   node apps/web/scripts/feature-boundaries.mjs --check    exit 1 when the file is not what would be written
//   --web-dir DIR                                           another copy of apps/web (the script's test)
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const { values: options } = parseArgs({
  options: { check: { type: "boolean", default: false }, "web-dir": { type: "string" } },
});
const webDir = path.resolve(options["web-dir"] ?? path.join(repoRoot, "apps/web"));
const configFile = path.join(webDir, "biome.json");

const MESSAGE =
  "A feature imports its own files and shared code (components, hooks, lib, config, @internpath/shared), never another feature or app/: move what two features share out of the features, and let app/ compose them.";
const FEATURE_INCLUDE = /^src\/features\/([^/]+)\/\*\*$/;

function boundaryBlock(feature) {
  const group = [
    "@/features/**",
    `!@/features/${feature}/**`,
    "../../**",
    `!../../${feature}/**`,
    "@/app/**",
  ];
  return {
    includes: [`src/features/${feature}/**`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: { level: "error", options: { patterns: [{ group, message: MESSAGE }] } },
        },
      },
    },
  };
}

/** The feature an override block was generated for, or undefined for a block written by hand. */
function generatedFor(block) {
  const match = block.includes?.length === 1 ? FEATURE_INCLUDE.exec(block.includes[0]) : null;
  return match && block.linter?.rules?.style?.noRestrictedImports ? match[1] : undefined;
}

/** Biome's own formatting of the file, so that `biome check` and this script agree on every byte. */
function formatted(config) {
  const biome = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, "node_modules/@biomejs/biome/bin/biome"),
      "format",
      "--stdin-file-path=apps/web/biome.json",
    ],
    { cwd: repoRoot, input: JSON.stringify(config, null, 2), encoding: "utf8" },
  );
  if (biome.status !== 0) throw new Error(`biome format failed: ${biome.stderr}`);
  return biome.stdout;
}

const features = readdirSync(path.join(webDir, "src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const current = readFileSync(configFile, "utf8");
const config = JSON.parse(current);
const overrides = config.overrides ?? [];
const before = overrides.map(generatedFor).filter(Boolean);
const expected = formatted({
  ...config,
  overrides: [...overrides.filter((block) => !generatedFor(block)), ...features.map(boundaryBlock)],
});

if (!options.check) {
  if (expected !== current) writeFileSync(configFile, expected);
  console.log(`${path.relative(process.cwd(), configFile)}: boundary rules for ${features.length} features`);
} else if (expected !== current) {
  const missing = features.filter((feature) => !before.includes(feature));
  const gone = before.filter((feature) => !features.includes(feature));
  console.error(
    [
      `${path.relative(process.cwd(), configFile)} is not what the folders of src/features make it.`,
      missing.length > 0 ? `  no rule yet for: ${missing.join(", ")}` : "",
      gone.length > 0 ? `  a rule for a folder that is gone: ${gone.join(", ")}` : "",
      missing.length + gone.length === 0 ? "  a generated block was edited or reordered by hand" : "",
      "Run `npm run format` (or node apps/web/scripts/feature-boundaries.mjs) and commit the file.",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  process.exit(1);
}
