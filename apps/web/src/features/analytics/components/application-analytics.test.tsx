// @vitest-environment happy-dom
import type { ApplicationAnalytics as Figures } from "@internpath/shared/analytics-answers";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicationAnalytics } from "./application-analytics";

const EMPTY: Figures = {
  total: 0,
  byStatus: { pending: 0, reviewing: 0, accepted: 0, rejected: 0, withdrawn: 0 },
  topCompanies: [],
  topInternships: [],
  trend: { from: "2026-01-01", to: "2026-01-01", days: [] },
};

function renderAnalytics(answers: (() => Response)[]) {
  const fetch = vi.fn(async (_url: string) => (answers.shift() ?? (() => Response.json(EMPTY)))());
  vi.stubGlobal("fetch", fetch);
  render(
    <MemoryRouter>
      <NuqsTestingAdapter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ApplicationAnalytics />
        </QueryClientProvider>
      </NuqsTestingAdapter>
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("ApplicationAnalytics", () => {
  it("explains a failure with the spec's panel, and Try Again asks again", async () => {
    const fetch = renderAnalytics([
      () => Response.json({ error: { code: "INTERNAL", message: "The database is down" } }, { status: 500 }),
    ]);
    expect(await screen.findByText("Analytics Not Available")).toBeTruthy();
    expect(screen.getByText("The database is down")).toBeTruthy();
    expect(
      screen.getByText(
        "There was a problem loading the analytics data. This could be due to database configuration issues.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No application data found")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says 'No application data found' without applications, and asks for the last 90 days by default", async () => {
    const fetch = renderAnalytics([() => Response.json(EMPTY)]);
    expect(await screen.findByText("No application data found")).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]![0]), "http://localhost");
    expect(url.pathname).toBe("/api/admin/analytics");
    const days =
      (Date.parse(url.searchParams.get("to")!) - Date.parse(url.searchParams.get("from")!)) / 86_400_000;
    expect(days).toBe(89);
    expect(screen.getByRole("heading", { level: 1, name: "Application Analytics" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export Report" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Data" })).toBeTruthy();
  });

  it("shows a card per status, Withdrawn among them, adding up to Total Applications", async () => {
    const figures: Figures = {
      ...EMPTY,
      total: 15,
      byStatus: { pending: 4, reviewing: 3, accepted: 2, rejected: 1, withdrawn: 5 },
      trend: { from: "2026-01-01", to: "2026-01-01", days: [{ day: "2026-01-01", count: 15 }] },
    };
    renderAnalytics([() => Response.json(figures)]);
    const summary = await screen.findByRole("list", { name: "Summary" });
    const cards = within(summary)
      .getAllByRole("listitem")
      .map((card) => card.textContent);
    expect(cards).toEqual([
      "Total Applications15",
      "Pending4",
      "In Review3",
      "Accepted2",
      "Rejected1",
      "Withdrawn5",
    ]);
  });
});
