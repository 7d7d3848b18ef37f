import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCircles, type Import, importedPaths, readImports, sourceFiles } from "./testing/import-graph.ts";

/**
 * The server's layers, lowest first (docs/architecture.md, "Layers"): a file imports its own layer and
 * those below it, never one above, and no files import each other in a circle. Each entry is a folder
 * (ending in "/") or a file under src/. Tests (`*.test.ts`) may import anything.
 */
const LAYERS = [
  { name: "lib", holds: ["lib/", "config.ts"] },
  { name: "db", holds: ["db/", "storage/", "mail/"] },
  { name: "auth", holds: ["auth/"] },
  { name: "features", holds: ["features/", "events/", "jobs/"] },
  { name: "app", holds: ["app.ts", "http/", "web/"] },
  { name: "entry points", holds: ["main.ts", "seed/", "cli/", "bench/"] },
  { name: "testing", holds: ["testing/"] },
] as const;

/** The layer that holds `file` (the longest entry that names it) with its rank, lowest 0; or undefined. */
function layerOf(file: string): { rank: number; name: string } | undefined {
  let found: { rank: number; name: string; entry: string } | undefined;
  LAYERS.forEach(({ name, holds }, rank) => {
    for (const entry of holds) {
      const named = entry.endsWith("/") ? file.startsWith(entry) : file === entry;
      if (named && entry.length > (found?.entry.length ?? -1)) found = { rank, name, entry };
    }
  });
  return found && { rank: found.rank, name: found.name };
}

/** Each import from a lower layer to a higher one, as "from (layer) imports to (layer)". */
function upwardImports(imports: Import[]): string[] {
  return imports.flatMap(({ from, to }) => {
    const [importer, imported] = [layerOf(from), layerOf(to)];
    if (!importer || !imported || imported.rank <= importer.rank) return [];
    return [`${from} (${importer.name}) imports ${to} (${imported.name})`];
  });
}

const isTest = (file: string) => file.endsWith(".test.ts");
const files = sourceFiles(import.meta.dirname).filter((file) => !isTest(file));
const { imports, unresolved } = readImports(import.meta.dirname, files);
const ofSources = imports.filter(({ to }) => !isTest(to));

describe("the server's layers", () => {
  it("place every source file, and name only folders and files that exist", () => {
    expect(files.filter((file) => layerOf(file) === undefined)).toEqual([]);
    const named = LAYERS.flatMap(({ holds }) => holds);
    expect(named.filter((entry) => !existsSync(path.join(import.meta.dirname, entry)))).toEqual([]);
  });

  it("are read from imports that all name a file", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(400);
    expect(unresolved).toEqual([]);
  });

  it("only point down: no file imports a layer above its own", () => {
    expect(upwardImports(imports)).toEqual([]);
  });

  it("hold no circle of imports between files", () => {
    expect(findCircles(ofSources).map((loop) => loop.join(" -> "))).toEqual([]);
  });
});

describe("the layer check", () => {
  it("reads imports, re-exports, type-only and dynamic imports, and nothing in comments or text", () => {
    const source = [
      `import { a,`,
      `  type B } from "./one.ts";`,
      `import type { C } from '../two.ts';`,
      `import "./three.ts";`,
      `export * from "./four.ts";`,
      `export { d } from "./five.ts";`,
      `const six = await import("./six.ts");`,
      `// import { e } from "./comment.ts";`,
      `export const text = "import x from './text.ts'";`,
      `const built = await import(path);`,
    ].join("\n");
    expect(importedPaths(source)).toEqual([
      "./one.ts",
      "../two.ts",
      "./three.ts",
      "./four.ts",
      "./five.ts",
      "./six.ts",
    ]);
  });

  it("names an import that runs up, and one that stays in its layer or runs down passes", () => {
    expect(
      upwardImports([
        { from: "lib/prepared.ts", to: "db/client.ts" },
        { from: "features/a/a.service.ts", to: "events/live-events.ts" },
        { from: "cli/seed-scale.ts", to: "seed/scale.ts" },
        { from: "app.ts", to: "lib/logger.ts" },
      ]),
    ).toEqual(["lib/prepared.ts (lib) imports db/client.ts (db)"]);
  });

  it("names every circle by one loop of its files", () => {
    const circles = findCircles([
      { from: "auth/auth.ts", to: "features/settings.ts" },
      { from: "features/settings.ts", to: "auth/guards.ts" },
      { from: "auth/guards.ts", to: "auth/session.ts" },
      { from: "auth/session.ts", to: "auth/auth.ts" },
      { from: "app.ts", to: "auth/auth.ts" },
      { from: "lib/self.ts", to: "lib/self.ts" },
    ]);
    expect(circles).toEqual([
      ["auth/auth.ts", "features/settings.ts", "auth/guards.ts", "auth/session.ts", "auth/auth.ts"],
      ["lib/self.ts", "lib/self.ts"],
    ]);
  });
});
