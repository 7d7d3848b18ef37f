import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * apps/web/biome.json's per-feature boundary blocks are written by scripts/feature-boundaries.mjs from
 * the folders of src/features. `npm run lint` runs it with --check; here a copy of apps/web with one more
 * feature folder shows that the check notices, that writing gives the new folder its rule, and that
 * Biome then enforces it.
 */

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const script = path.join(repoRoot, "apps/web/scripts/feature-boundaries.mjs");
const biomeBin = path.join(repoRoot, "node_modules/@biomejs/biome/bin/biome");
const FEATURES = readdirSync(path.join(import.meta.dirname, "features"));
const NEW_FEATURE = "zz-new-feature";

let sandbox: string;
const webDir = () => path.join(sandbox, "apps/web");

function boundaries(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });
}

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), "web-feature-boundaries-"));
  for (const config of ["biome.json", ".gitignore", "apps/web/biome.json"]) {
    mkdirSync(path.dirname(path.join(sandbox, config)), { recursive: true });
    copyFileSync(path.join(repoRoot, config), path.join(sandbox, config));
  }
  for (const feature of [...FEATURES, NEW_FEATURE]) {
    mkdirSync(path.join(webDir(), "src/features", feature, "components"), { recursive: true });
  }
});

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

it("apps/web/biome.json has one block for each folder of src/features, as the script writes it", () => {
  const check = boundaries("--check");
  expect(check.stderr).toBe("");
  expect(check.status).toBe(0);
});

describe("a new folder in src/features", () => {
  it("fails the check, naming the folder and the command that fixes it", () => {
    const check = boundaries("--check", "--web-dir", webDir());
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(`no rule yet for: ${NEW_FEATURE}`);
    expect(check.stderr).toContain("npm run format");
  });

  it("gets its rule when the script writes the file, and Biome then enforces it", () => {
    expect(boundaries("--web-dir", webDir()).status).toBe(0);
    expect(boundaries("--check", "--web-dir", webDir()).status).toBe(0);

    const probes = {
      other: `import { value } from "@/features/${FEATURES[0]}/api/probe";\nexport const probe = value;\n`,
      own: `import { value } from "@/features/${NEW_FEATURE}/api/probe";\nexport const probe = value;\n`,
    };
    for (const [name, contents] of Object.entries(probes)) {
      writeFileSync(path.join(webDir(), "src/features", NEW_FEATURE, "components", `${name}.tsx`), contents);
    }
    const lint = spawnSync(
      process.execPath,
      [biomeBin, "check", "--reporter=json", "--max-diagnostics=none", "apps/web/biome.json", "apps/web/src"],
      { cwd: sandbox, encoding: "utf8" },
    );
    const { diagnostics } = JSON.parse(lint.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    const found = diagnostics.map((diagnostic) => [diagnostic.location.path, diagnostic.category]);
    expect(found).toEqual([
      [`apps/web/src/features/${NEW_FEATURE}/components/other.tsx`, "lint/style/noRestrictedImports"],
    ]);
  });
});

it("a folder that is gone fails the check until its block is removed", () => {
  const gone = path.join(webDir(), "src/features/zz-gone-feature");
  mkdirSync(gone);
  expect(boundaries("--web-dir", webDir()).status).toBe(0);
  rmSync(gone, { recursive: true });
  const check = boundaries("--check", "--web-dir", webDir());
  expect(check.status).toBe(1);
  expect(check.stderr).toContain("a rule for a folder that is gone: zz-gone-feature");
  expect(boundaries("--web-dir", webDir()).status).toBe(0);
  expect(boundaries("--check", "--web-dir", webDir()).status).toBe(0);
});
