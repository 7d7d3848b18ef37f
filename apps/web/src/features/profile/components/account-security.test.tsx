// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChangePasswordCard } from "./account-security";

function renderCard(answer: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer.clone()),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ChangePasswordCard />
    </QueryClientProvider>,
  );
}

async function submit() {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old-password-1" } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: "violet-harbour-73" } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "violet-harbour-73" } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ChangePasswordCard", () => {
  it("shows an error that names no field above the button", async () => {
    renderCard(
      Response.json(
        {
          error: { code: "TOO_MANY_REQUESTS", message: "Too many wrong passwords. Please try again later." },
        },
        { status: 429 },
      ),
    );
    await submit();
    expect(await screen.findByText("Too many wrong passwords. Please try again later.")).toBeTruthy();
  });

  it("shows an error that names a field on that field, once", async () => {
    renderCard(
      Response.json(
        {
          error: {
            code: "VALIDATION_ERROR",
            message: "Please check the highlighted fields",
            fields: { newPassword: "This password is one of the most common" },
          },
        },
        { status: 400 },
      ),
    );
    await submit();
    expect(await screen.findAllByText("This password is one of the most common")).toHaveLength(1);
    expect(screen.queryByText("Please check the highlighted fields")).toBeNull();
  });
});
