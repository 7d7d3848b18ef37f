// @vitest-environment happy-dom
import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import ReportForm from "./report-form";

/** The report dialog against an API that answers the report with `answer`. */
function renderReportForm(answer: Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/internships/i1/report" && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return answer;
      }
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }),
  );
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Dialog open>
        <DialogContent title="Report this posting">
          <ReportForm internshipId="i1" onDone={onDone} />
        </DialogContent>
      </Dialog>
    </QueryClientProvider>,
  );
  return { sent, onDone };
}

describe("ReportForm", () => {
  it("shows the server's message when the student has reported too much today, and stays open", async () => {
    const limited = Response.json(
      { error: { code: "RATE_LIMITED", message: TRUST_MESSAGES.tooManyReports } },
      { status: 429 },
    );
    const { sent, onDone } = renderReportForm(limited);
    fireEvent.click(screen.getByRole("radio", { name: "Scam or asks for money" }));
    fireEvent.click(screen.getByRole("button", { name: "Send Report" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", TRUST_MESSAGES.tooManyReports);
    expect(sent).toEqual([{ reason: "scam" }]);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Report this posting" })).toBeTruthy();
  });

  it("closes once the report is taken", async () => {
    const { onDone } = renderReportForm(Response.json({ report: { id: "r1" } }, { status: 201 }));
    fireEvent.click(screen.getByRole("radio", { name: "No longer available" }));
    fireEvent.click(screen.getByRole("button", { name: "Send Report" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
