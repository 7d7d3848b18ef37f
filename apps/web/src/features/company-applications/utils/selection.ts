/** Which of the page's rows are selected, for the "select all" checkbox. */
export type PageSelection = "none" | "some" | "all";

export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return "none";
  return count === pageIds.length ? "all" : "some";
}

export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all" selects every row of the page, or clears them when all already were. */
export function toggledAll(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  if (pageSelection(selected, pageIds) === "all") return new Set();
  return new Set(pageIds);
}
