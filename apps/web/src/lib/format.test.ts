import { describe, expect, it } from "vitest";
import {
  companyNameOf,
  formatDate,
  formatDeadline,
  formatFoundCount,
  formatLocation,
  formatRelativeTime,
  isPastDeadline,
  parseDate,
} from "./format";

describe("parseDate", () => {
  it("reads a calendar date in local time, so it does not become the day before", () => {
    const date = parseDate("2026-07-03");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 6, 3, 0]);
  });

  it("reads a timestamp as the instant it names", () => {
    expect(parseDate("2026-07-03T10:20:30.000Z").toISOString()).toBe("2026-07-03T10:20:30.000Z");
  });
});

describe("formatDate", () => {
  it("shows a date in one format for every reader, whatever their locale", () => {
    expect(formatDate("2026-07-03")).toBe("Jul 3, 2026");
  });

  it("says Unknown for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("Unknown");
  });
});

describe("formatDeadline", () => {
  it("says 'Apply by' and the date when there is a deadline", () => {
    expect(formatDeadline("2026-07-03")).toBe("Apply by Jul 3, 2026");
  });

  it("says 'Open until filled' without one", () => {
    expect(formatDeadline(null)).toBe("Open until filled");
  });
});

describe("isPastDeadline", () => {
  const today = new Date(2026, 6, 3, 18, 30);

  it("is false on the deadline day itself, however late", () => {
    expect(isPastDeadline("2026-07-03", new Date(2026, 6, 3, 23, 59, 59))).toBe(false);
    expect(isPastDeadline("2026-07-03", new Date(2026, 6, 3, 0, 0))).toBe(false);
  });

  it("is true from the next day on", () => {
    expect(isPastDeadline("2026-07-02", today)).toBe(true);
    expect(isPastDeadline("2025-12-31", today)).toBe(true);
  });

  it("is false before the deadline and without one", () => {
    expect(isPastDeadline("2026-07-04", today)).toBe(false);
    expect(isPastDeadline(null, today)).toBe(false);
  });
});

describe("formatLocation", () => {
  it("adds Remote to a remote internship's location", () => {
    expect(formatLocation("Berlin, Germany", true)).toBe("Berlin, Germany · Remote");
  });

  it("does not repeat a location that already says remote", () => {
    expect(formatLocation("Remote (EU)", true)).toBe("Remote (EU)");
  });

  it("leaves an on-site location as it is", () => {
    expect(formatLocation("Lisbon, Portugal", false)).toBe("Lisbon, Portugal");
  });
});

describe("companyNameOf", () => {
  it("trims the name", () => {
    expect(companyNameOf("  Widgets Ltd ")).toBe("Widgets Ltd");
  });

  it("falls back to Unknown Company for a missing or blank name", () => {
    expect(companyNameOf(null)).toBe("Unknown Company");
    expect(companyNameOf(undefined)).toBe("Unknown Company");
    expect(companyNameOf("   ")).toBe("Unknown Company");
  });
});

describe("formatFoundCount", () => {
  it("says how many were found, in the singular for one", () => {
    expect(formatFoundCount({ total: 1 }, "internship")).toBe("1 internship found");
    expect(formatFoundCount({ total: 21 }, "internship")).toBe("21 internships found");
    expect(formatFoundCount({ total: 0, isTotalCapped: false }, "internship")).toBe("0 internships found");
  });

  it("says 1,000+ when the count stopped at its cap", () => {
    expect(formatFoundCount({ total: 1000, isTotalCapped: true }, "internship")).toBe(
      "1,000+ internships found",
    );
  });
});

describe("formatRelativeTime", () => {
  it("tells the time relatively", () => {
    const now = Date.parse("2026-05-10T12:00:00Z");
    expect(formatRelativeTime("2026-05-10T11:59:40Z", now)).toBe("just now");
    expect(formatRelativeTime("2026-05-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-05-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-05-09T12:00:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime("not a date", now)).toBe("Unknown");
  });
});
