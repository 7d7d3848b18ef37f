import { describe, expect, it } from "vitest";
import { listSummary } from "./list-summary";

describe("listSummary", () => {
  it("counts, with the right plural and a + when the search stopped counting", () => {
    const nouns: [string, string] = ["company", "companies"];
    expect(listSummary({ total: 1 }, nouns, false)).toBe("1 company");
    expect(listSummary({ total: 1200 }, nouns, false)).toBe("1,200 companies");
    expect(listSummary({ total: 0 }, nouns, true)).toBe("0 companies found");
    expect(listSummary({ total: 1000, isTotalCapped: true }, ["student", "students"], true)).toBe(
      "1,000+ students found",
    );
  });
});
