import type { CompanyApplication } from "@internpath/shared/api-types";

/**
 * Which applicant the dialog shows: one of the page (with its last known copy and place, should it
 * leave the page while shown), or the first or last of a page that is still loading.
 */
export type Viewing =
  | { kind: "applicant"; id: string; snapshot: CompanyApplication; index: number }
  | { kind: "edge"; edge: "first" | "last" }
  | null;

export function viewingOf(items: readonly CompanyApplication[], index: number): Viewing {
  const application = items[index];
  return application ? { kind: "applicant", id: application.id, snapshot: application, index } : null;
}

/** The application to show and its place on the page; null while a new page loads. */
export function resolveViewing(
  viewing: Viewing,
  items: readonly CompanyApplication[],
  isPageLoading: boolean,
): { application: CompanyApplication; index: number } | null {
  if (!viewing) return null;
  if (viewing.kind === "edge") {
    if (isPageLoading || items.length === 0) return null;
    const index = viewing.edge === "first" ? 0 : items.length - 1;
    return { application: items[index]!, index };
  }
  const index = items.findIndex((item) => item.id === viewing.id);
  return index === -1
    ? { application: viewing.snapshot, index: viewing.index }
    : { application: items[index]!, index };
}

export type Step =
  | { kind: "applicant"; index: number }
  | { kind: "page"; cursor: string; edge: "first" | "last" };

/** Where Previous or Next leads: the neighbour on this page, else the next or previous page. */
export function stepFrom(
  index: number,
  count: number,
  direction: "previous" | "next",
  cursors: { prevCursor: string | null; nextCursor: string | null },
): Step | null {
  if (direction === "next") {
    if (index + 1 < count) return { kind: "applicant", index: index + 1 };
    return cursors.nextCursor ? { kind: "page", cursor: cursors.nextCursor, edge: "first" } : null;
  }
  if (index - 1 >= 0 && index - 1 < count) return { kind: "applicant", index: index - 1 };
  return cursors.prevCursor ? { kind: "page", cursor: cursors.prevCursor, edge: "last" } : null;
}
