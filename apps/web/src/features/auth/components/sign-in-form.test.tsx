// @vitest-environment happy-dom
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm } from "./sign-in-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignIn(url = "/auth/signin?redirectTo=%2Finternships") {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      requests.push({ url: input, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (input === "/api/auth/sign-in/email") {
        return Response.json(
          { error: { code: "SIGN_IN_LOCKED", message: AUTH_MESSAGES.signInLocked } },
          { status: 429 },
        );
      }
      if (input === "/api/auth/sign-in/magic-link") return Response.json({ status: true });
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <SignInForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests };
}

describe("SignInForm", () => {
  it("offers a sign-in link by email when failed sign-ins lock the account, and sends it for the typed email", async () => {
    const { requests } = renderSignIn();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.edu" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "the-right-one" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(AUTH_MESSAGES.signInLocked);
    fireEvent.click(within(alert).getByRole("button", { name: "Email me a sign-in link" }));

    expect((await screen.findByRole("status")).textContent).toBe(AUTH_MESSAGES.signInLinkSent);
    // Back where the visitor was going, after the link.
    expect(requests.at(-1)).toEqual({
      url: "/api/auth/sign-in/magic-link",
      body: { email: "ada@example.edu", callbackURL: "/internships" },
    });
  });

  it("explains a sign-in link that no longer works", () => {
    renderSignIn("/auth/signin?via=link&error=INVALID_TOKEN");
    expect(screen.getByRole("alert").textContent).toBe(AUTH_MESSAGES.signInLinkInvalid);
  });
});
