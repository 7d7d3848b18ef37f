import { describe, expect, it } from "vitest";
import { everyDay, rangeParams } from "./range";

describe("rangeParams", () => {
  const now = Date.parse("2026-03-01T23:30:00Z");
  it("ends today (UTC) and covers the number of days, today included", () => {
    expect(rangeParams("30d", now)).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(rangeParams("365d", now)).toEqual({ from: "2025-03-02", to: "2026-03-01" });
  });
  it("leaves the start of all time to the server", () => {
    expect(rangeParams("all", now)).toEqual({ to: "2026-03-01" });
  });
});

describe("everyDay", () => {
  it("fills the days without applications with 0, across a month end, in order", () => {
    expect(
      everyDay("2026-02-27", "2026-03-02", [
        { day: "2026-03-01", count: 4 },
        { day: "2026-02-27", count: 1 },
      ]),
    ).toEqual([
      { day: "2026-02-27", count: 1 },
      { day: "2026-02-28", count: 0 },
      { day: "2026-03-01", count: 4 },
      { day: "2026-03-02", count: 0 },
    ]);
  });
  it("is one day when the range is one day", () => {
    expect(everyDay("2026-01-01", "2026-01-01", [])).toEqual([{ day: "2026-01-01", count: 0 }]);
  });
});
