import { describe, expect, it } from "vitest";
import { pageSelection, toggled, toggledAll } from "./selection";

describe("selecting rows on a page", () => {
  const page = ["a", "b", "c"];

  it("says none, some or all for the select-all checkbox", () => {
    expect(pageSelection(new Set(), page)).toBe("none");
    expect(pageSelection(new Set(["b"]), page)).toBe("some");
    expect(pageSelection(new Set(page), page)).toBe("all");
  });

  it("toggles one row without changing the set it was given", () => {
    const selected = new Set(["a"]);
    expect([...toggled(selected, "b")]).toEqual(["a", "b"]);
    expect([...toggled(selected, "a")]).toEqual([]);
    expect([...selected]).toEqual(["a"]);
  });

  it("selects the whole page, or clears it when all were selected", () => {
    expect([...toggledAll(new Set(["b"]), page)]).toEqual(page);
    expect([...toggledAll(new Set(page), page)]).toEqual([]);
  });
});
