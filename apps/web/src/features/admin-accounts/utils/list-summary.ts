import type { Page } from "@internpath/shared/api-types";
import { formatCount } from "@/lib/format";

/** "12 companies", "1 student found", "1,000+ students found" (a search stops counting at 1,000). */
export function listSummary(
  page: Pick<Page<unknown>, "total" | "isTotalCapped">,
  noun: [string, string],
  isSearch: boolean,
) {
  const count = `${formatCount(page.total)}${page.isTotalCapped ? "+" : ""}`;
  const word = page.total === 1 && !page.isTotalCapped ? noun[0] : noun[1];
  return `${count} ${word}${isSearch ? " found" : ""}`;
}
