import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CACHES, type CacheName, createCache } from "./caches.ts";

const serverSource = path.resolve(import.meta.dirname, "..");
const architectureDoc = path.resolve(import.meta.dirname, "../../../../docs/architecture.md");

/** The server's own source files, tests left out. */
function sourceFiles(): { file: string; text: string }[] {
  return readdirSync(serverSource, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => ({ file, text: readFileSync(path.join(serverSource, file), "utf8") }));
}

const names = Object.keys(CACHES) as CacheName[];

describe("the list of caches", () => {
  it("makes every cache of the server, each entry exactly once, named at its call site", () => {
    const files = sourceFiles();
    const madeElsewhere = files
      .filter(({ file, text }) => file !== path.join("lib", "caches.ts") && /new TtlCache\b/.test(text))
      .map(({ file }) => file);
    expect(madeElsewhere).toEqual([]);
    const made = files.flatMap(({ text }) =>
      [...text.matchAll(/createCache(?:<[^(]*>)?\(\s*"(\w+)"/g)].map((match) => match[1]),
    );
    expect([...made].sort()).toEqual([...names].sort());
  });

  it("is the table of docs/architecture.md, with the same TTLs and sizes", () => {
    const doc = readFileSync(architectureDoc, "utf8");
    const rows = new Map(
      doc
        .split("\n")
        .filter((line) => line.startsWith("| `"))
        .map((line) => {
          const cells = line.split("|").map((cell) => cell.trim());
          return [cells[1]!.replaceAll("`", ""), cells] as const;
        }),
    );
    for (const name of names) {
      const row = rows.get(name);
      expect(row, `docs/architecture.md has a row for ${name}`).toBeDefined();
      const { ttl, maxEntries } = CACHES[name];
      const ttlText = typeof ttl === "number" ? `${ttl} s` : `\`${ttl}\``;
      expect(row![4], `${name}'s TTL`).toBe(ttlText);
      expect(row![5]!.replaceAll(",", ""), `${name}'s size`).toBe(String(maxEntries));
    }
    expect([...rows.keys()].filter((name) => !(name in CACHES))).toEqual([]);
  });

  it("gives each cache the TTL and size of its entry, or the configured TTL", () => {
    const now = Date.now();
    const totals = createCache<number>("browseTotals");
    totals.set("q", 12, now);
    expect(totals.get("q", now + 29_999)).toBe(12);
    expect(totals.get("q", now + 30_000)).toBeUndefined();

    const count = createCache<number>("sitemapPostingCount");
    count.set("open", 1, now);
    count.set("other", 2, now);
    expect(count.size).toBe(1);

    const sessions = createCache<string>("sessions", 5);
    sessions.set("cookie", "actor", now);
    expect(sessions.get("cookie", now + 4_999)).toBe("actor");
    expect(sessions.get("cookie", now + 5_000)).toBeUndefined();
    const off = createCache<string>("publicAnswers", 0);
    off.set("/api/internships", "answer", now);
    expect(off.size).toBe(0);
  });
});
