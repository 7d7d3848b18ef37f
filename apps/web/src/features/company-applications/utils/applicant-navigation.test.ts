import { describe, expect, it } from "vitest";
import { application } from "../testing/application";
import { resolveViewing, stepFrom, viewingOf } from "./applicant-navigation";

const items = [application("a", "pending"), application("b", "reviewing"), application("c", "accepted")];

describe("walking the review list in the applicant dialog", () => {
  it("steps to the neighbour on the page", () => {
    const cursors = { prevCursor: null, nextCursor: null };
    expect(stepFrom(1, 3, "next", cursors)).toEqual({ kind: "applicant", index: 2 });
    expect(stepFrom(1, 3, "previous", cursors)).toEqual({ kind: "applicant", index: 0 });
    expect(stepFrom(2, 3, "next", cursors)).toBeNull();
    expect(stepFrom(0, 3, "previous", cursors)).toBeNull();
  });

  it("goes on to the next page's first applicant and back to the previous page's last", () => {
    const cursors = { prevCursor: "prev", nextCursor: "next" };
    expect(stepFrom(2, 3, "next", cursors)).toEqual({ kind: "page", cursor: "next", edge: "first" });
    expect(stepFrom(0, 3, "previous", cursors)).toEqual({ kind: "page", cursor: "prev", edge: "last" });
  });

  it("shows nothing while the new page loads, then its first or last applicant", () => {
    expect(resolveViewing({ kind: "edge", edge: "first" }, items, true)).toBeNull();
    expect(resolveViewing({ kind: "edge", edge: "first" }, items, false)?.application.id).toBe("a");
    expect(resolveViewing({ kind: "edge", edge: "last" }, items, false)).toMatchObject({ index: 2 });
  });

  it("keeps showing an applicant who left the page (a status filter), at their old place", () => {
    const viewing = viewingOf(items, 1);
    expect(resolveViewing(viewing, items, false)?.application.id).toBe("b");
    expect(resolveViewing(viewing, [items[0]!, items[2]!], false)).toEqual({
      application: items[1],
      index: 1,
    });
  });
});
