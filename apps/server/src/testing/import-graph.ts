import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** One import of our own code: `from` imports `to`, both paths relative to the folder read. */
export type Import = { from: string; to: string };

/**
 * An import or re-export at the start of a line, type-only ones included: `import x from "…"`,
 * `import type { X } from "…"`, `import "…"`, `export * from "…"`, `export { x } from "…"`. The names
 * between the keyword and `from` hold no quote, parenthesis or `=`, so a declaration
 * (`export const x = "…"`) or a comment never reads as one.
 */
const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$\s{},*]*?\s*from\s*)?["']([^"'\n]+)["']/gm;
/** `import("…")` with a written path; one built from an expression cannot be followed. */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;

/** The module paths a TypeScript source names in its imports, re-exports and written dynamic imports. */
export function importedPaths(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
}

/** Every .ts file under `root`, as a path relative to it with forward slashes. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const entry = path.join(folder, name);
      if (statSync(entry).isDirectory()) visit(entry);
      else if (name.endsWith(".ts")) files.push(path.relative(root, entry).split(path.sep).join("/"));
    }
  };
  visit(root);
  return files.sort();
}

/**
 * The relative imports of `files` (paths under `root`), resolved to files under `root`. An import that
 * names no file is returned apart, so a path the pattern misread, or a dead one, cannot pass unseen;
 * one that leaves `root` is not part of its graph.
 */
export function readImports(root: string, files: string[]) {
  const imports: Import[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    for (const specifier of importedPaths(readFileSync(path.join(root, file), "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = path.resolve(root, path.dirname(file), specifier);
      const found = [target, `${target}.ts`, path.join(target, "index.ts")].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      );
      if (!found) {
        unresolved.push(`${file} imports "${specifier}"`);
        continue;
      }
      const to = path.relative(root, found).split(path.sep).join("/");
      if (!to.startsWith("../")) imports.push({ from: file, to });
    }
  }
  return { imports, unresolved };
}

/**
 * The circles among imports, each as one loop of files, e.g. ["a.ts", "b.ts", "a.ts"]: one per group of
 * files that reach each other (Tarjan's strongly connected components), a file importing itself included.
 */
export function findCircles(imports: Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(target)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.add(member);
    } while (member !== file);
    if (group.size > 1 || next.get(file)!.includes(file)) circles.push(loopThrough(file, group, next));
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

/** The shortest way from `start` back to itself inside `group` (which all reach each other). */
function loopThrough(start: string, group: Set<string>, next: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const file = queue[at]!;
    for (const target of next.get(file)!) {
      if (target === start) {
        const loop = [start];
        for (let back: string | undefined = file; back !== start && back; back = cameFrom.get(back)) {
          loop.splice(1, 0, back);
        }
        return [...loop, start];
      }
      if (group.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
