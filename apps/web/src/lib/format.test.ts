import { describe, expect, it } from "vitest";
import {
  companyNameOf,
  formatCount,
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

  // Written without Intl (see format.ts); what Intl says is the reference.
  it("writes every day of a span of years as Intl does, in UTC and in the reader's zone", () => {
    const utc = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    const local = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    const start = Date.UTC(1999, 0, 1);
    // Every day from 1999 to 2031 at an hour that is the day before in New York, where the tests run.
    for (let day = 0; day < 33 * 366; day += 1) {
      const instant = new Date(start + day * 86_400_000 + 2 * 3_600_000);
      const iso = instant.toISOString();
      expect(formatDate(iso, "UTC")).toBe(utc.format(instant));
      expect(formatDate(iso)).toBe(local.format(instant));
      expect(formatDate(iso.slice(0, 10))).toBe(utc.format(instant));
    }
    expect(formatDate("2026-07-03T02:00:00.000Z", "UTC")).toBe("Jul 3, 2026");
    expect(formatDate("2026-07-03T02:00:00.000Z")).toBe("Jul 2, 2026");
  });
});

describe("formatCount", () => {
  it("groups thousands as toLocaleString does", () => {
    for (const value of [0, 7, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, -1234, -999]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en"));
    }
    expect(formatCount(1_000_000)).toBe("1,000,000");
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

  // Written without Intl (see format.ts); what Intl says is the reference.
  it("says what Intl says for every unit, in the past and the future", () => {
    const intl = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
    const now = Date.parse("2026-05-10T12:00:00Z");
    const units = [
      ["minute", 60],
      ["hour", 3600],
      ["day", 86_400],
      ["week", 7 * 86_400],
      ["month", 30 * 86_400],
      ["year", 365 * 86_400],
    ] as const;
    let checked = 0;
    for (const [unit, size] of units) {
      for (const amount of [1, 2, 3, 5, 11, 23, 29, 59, 364, 1001, 12_345]) {
        for (const sign of [-1, 1]) {
          const seconds = sign * amount * size;
          // Only amounts the function says in this unit (60 minutes is said as an hour).
          const larger = units.find(([, bigger]) => bigger > size && Math.abs(seconds) >= bigger);
          if (larger) continue;
          const value = new Date(now + seconds * 1000).toISOString();
          expect(formatRelativeTime(value, now)).toBe(intl.format(sign * amount, unit));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(formatRelativeTime("2026-05-11T12:00:00Z", now)).toBe("tomorrow");
    expect(formatRelativeTime("2020-05-10T12:00:00Z", now)).toBe("6 years ago");
  });
});
