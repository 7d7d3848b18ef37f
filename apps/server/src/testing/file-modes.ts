import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every entry under `root` (itself included, links not followed) that grants its group or other users
 * any permission, as "mode path", e.g. "666 pglite/base/5/1259".
 */
export function entriesOpenToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) {
      found.push(`${(info.mode & 0o777).toString(8)} ${path.relative(root, entry) || "."}`);
    }
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}
