import type { CompanyApplicationsPage } from "@internpath/shared/api-types";
import { describe, expect, it } from "vitest";
import { application } from "../testing/application";
import { withStates } from "./update-application-status";

const page: CompanyApplicationsPage = {
  items: [application("a", "pending"), application("b", "reviewing")],
  nextCursor: null,
  prevCursor: null,
  total: 2,
  counts: { all: 2, pending: 1, reviewing: 1, accepted: 0, rejected: 0, withdrawn: 0 },
};

describe("withStates", () => {
  it("moves the application to its new status in place, and its count with it", () => {
    const next = withStates(page, [
      { id: "a", status: "reviewing", updatedAt: "2026-07-02T09:00:00.000Z", decision: null },
    ]);
    expect(next.items.map((item) => [item.id, item.status, item.updatedAt])).toEqual([
      ["a", "reviewing", "2026-07-02T09:00:00.000Z"],
      ["b", "reviewing", "2026-07-01T10:00:00.000Z"],
    ]);
    expect(next.counts).toEqual({ all: 2, pending: 0, reviewing: 2, accepted: 0, rejected: 0, withdrawn: 0 });
    expect(page.counts.pending).toBe(1);
  });

  it("shows a waiting decision without moving the status or the counts", () => {
    const decision = {
      status: "rejected" as const,
      reason: "Position filled",
      effectiveAt: "2026-07-02T09:00:10.000Z",
      isPending: true,
    };
    const next = withStates(page, [
      { id: "b", status: "reviewing", updatedAt: "2026-07-01T10:00:00.000Z", decision },
    ]);
    expect(next.items[1]).toMatchObject({ status: "reviewing", decision });
    expect(next.counts).toEqual(page.counts);
  });

  it("leaves a page without those applications as it is", () => {
    expect(
      withStates(page, [
        { id: "zzz", status: "accepted", updatedAt: "2026-07-02T09:00:00.000Z", decision: null },
      ]),
    ).toBe(page);
  });
});
