import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The import boundaries of apps/web/biome.json, checked by Biome itself: a feature imports its own files
 * and shared code, shared code (components, hooks, lib, config) imports no feature, and only app/
 * composes features.
 *
 * Biome applies the configuration for the path a file sits at. It cannot be asked through stdin
 * (`--stdin-file-path` prints no diagnostics, by design), so each probe is a real file at the path it
 * stands for, in a temporary folder holding a copy of the repository's Biome configuration.
 */

const RULE = "lint/style/noRestrictedImports";
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const FEATURES = readdirSync(path.join(import.meta.dirname, "features"));

type Diagnostic = { category: string; location: { path: string } };

const probes = new Map<string, string>();
let sandbox: string;
let diagnostics: Diagnostic[] = [];

/** A file at `file` (under apps/web/src) importing `source`; returns the file's path. */
function probe(file: string, source: string): string {
  const filePath = `apps/web/src/${file}`;
  probes.set(filePath, `import { value } from "${source}";\nexport const probe = value;\n`);
  return filePath;
}

function rulesBroken(filePath: string): string[] {
  return diagnostics.filter((diagnostic) => diagnostic.location.path === filePath).map((d) => d.category);
}

const otherFeature = (feature: string) => FEATURES.find((name) => name !== feature)!;

const cases = FEATURES.map((feature) => ({
  feature,
  otherFeatureByAlias: probe(
    `features/${feature}/components/other-by-alias.tsx`,
    `@/features/${otherFeature(feature)}/api/probe`,
  ),
  otherFeatureByPath: probe(
    `features/${feature}/components/other-by-path.tsx`,
    `../../${otherFeature(feature)}/api/probe`,
  ),
  app: probe(`features/${feature}/components/app.tsx`, "@/app/router"),
  ownByAlias: probe(`features/${feature}/components/own-by-alias.tsx`, `@/features/${feature}/api/probe`),
  ownByPath: probe(`features/${feature}/components/own-by-path.tsx`, "../api/probe"),
  shared: probe(`features/${feature}/components/shared.tsx`, "@/lib/format"),
}));

const sharedCases = ["components/ui", "hooks", "lib", "config"].map((folder) => ({
  folder,
  featureByAlias: probe(
    `${folder}/feature-by-alias.tsx`,
    "@/features/internships/components/internship-card",
  ),
  featureByPath: probe(
    `${folder}/feature-by-path.tsx`,
    `${folder.includes("/") ? "../.." : ".."}/features/internships/api/probe`,
  ),
  app: probe(`${folder}/app.tsx`, "@/app/provider"),
  shared: probe(`${folder}/shared.tsx`, "@/lib/api-client"),
}));

const appComposes = probe(
  "app/routes/app/probe.tsx",
  "@/features/internships/components/internships-browser",
);

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), "web-boundaries-"));
  for (const config of ["biome.json", ".gitignore", "apps/web/biome.json"]) {
    mkdirSync(path.dirname(path.join(sandbox, config)), { recursive: true });
    copyFileSync(path.join(repoRoot, config), path.join(sandbox, config));
  }
  for (const [filePath, contents] of probes) {
    mkdirSync(path.dirname(path.join(sandbox, filePath)), { recursive: true });
    writeFileSync(path.join(sandbox, filePath), contents);
  }
  const biome = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, "node_modules/@biomejs/biome/bin/biome"),
      "lint",
      "--reporter=json",
      "--max-diagnostics=none",
      "apps/web/src",
    ],
    { cwd: sandbox, encoding: "utf8" },
  );
  const report = JSON.parse(biome.stdout) as { diagnostics: Diagnostic[] };
  diagnostics = report.diagnostics;
}, 60_000);

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

describe.each(cases)("a file in features/$feature", (probeOf) => {
  it("may not import another feature, by alias or by path", () => {
    expect(rulesBroken(probeOf.otherFeatureByAlias)).toEqual([RULE]);
    expect(rulesBroken(probeOf.otherFeatureByPath)).toEqual([RULE]);
  });

  it("may not import app/", () => {
    expect(rulesBroken(probeOf.app)).toEqual([RULE]);
  });

  it("may import its own feature and shared code", () => {
    expect(rulesBroken(probeOf.ownByAlias)).toEqual([]);
    expect(rulesBroken(probeOf.ownByPath)).toEqual([]);
    expect(rulesBroken(probeOf.shared)).toEqual([]);
  });
});

describe.each(sharedCases)("a file in $folder", (probeOf) => {
  it("may not import a feature or app/", () => {
    expect(rulesBroken(probeOf.featureByAlias)).toEqual([RULE]);
    expect(rulesBroken(probeOf.featureByPath)).toEqual([RULE]);
    expect(rulesBroken(probeOf.app)).toEqual([RULE]);
  });

  it("may import other shared code", () => {
    expect(rulesBroken(probeOf.shared)).toEqual([]);
  });
});

it("app/ composes features", () => {
  expect(rulesBroken(appComposes)).toEqual([]);
});
