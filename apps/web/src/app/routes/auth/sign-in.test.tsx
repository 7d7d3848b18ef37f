// @vitest-environment happy-dom
import type { PublicConfig } from "@internpath/shared/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authKeys } from "@/lib/query-keys";
import SignInRoute from "./sign-in";

afterEach(() => {
  vi.unstubAllGlobals();
});

const NO_PROVIDERS: PublicConfig["providers"] = {
  github: false,
  google: false,
  oidc: { enabled: false, name: "" },
};

/** The sign-in page with GET /api/config answering these providers (never, for a server not yet heard). */
function renderSignIn(providers: PublicConfig["providers"] | "pending", url = "/auth/signin") {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) => {
      if (input !== "/api/config") return Promise.resolve(Response.json({}, { status: 404 }));
      if (providers === "pending") return new Promise<Response>(() => {});
      return Promise.resolve(Response.json({ providers, devMailbox: false } satisfies PublicConfig));
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <SignInRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

const providerButtons = () => screen.queryAllByRole("button", { name: /^Continue with/ });

describe("the sign-in page's provider buttons", () => {
  it("leaves them out, with the divider, on a server that offers no provider: the email form comes first", async () => {
    const { queryClient } = renderSignIn(NO_PROVIDERS);
    await waitFor(() => expect(queryClient.getQueryState(authKeys.publicConfig())?.status).toBe("success"));
    expect(providerButtons()).toEqual([]);
    expect(screen.queryByText("Or continue with email")).toBeNull();
    const firstControl = document.querySelector("input, button");
    expect(firstControl).toBe(screen.getByLabelText("Email"));
  });

  it("keeps today's layout when one is offered: every button, the others disabled, then the divider", async () => {
    renderSignIn({ ...NO_PROVIDERS, oidc: { enabled: true, name: "University SSO" } });
    expect(await screen.findByRole("button", { name: "Continue with University SSO" })).toHaveProperty(
      "disabled",
      false,
    );
    expect(providerButtons().map((button) => button.hasAttribute("disabled"))).toEqual([true, true, false]);
    expect(screen.getByText("Or continue with email")).toBeTruthy();
    expect(document.querySelector("input, button")).toBe(providerButtons()[0]);
  });

  it("shows them while the server's configuration is unknown, as the page rendered at build time does", () => {
    renderSignIn("pending");
    expect(providerButtons()).toHaveLength(2);
    expect(screen.getByText("Or continue with email")).toBeTruthy();
  });
});

describe("the sign-in page's greeting", () => {
  it("welcomes back a returning account", () => {
    renderSignIn("pending");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome back");
  });

  it.each([
    ["has just confirmed its email", "/auth/signin?verified=1"],
    ["has just set its password from an invitation", "/auth/signin?invited=1"],
  ])("welcomes an account that %s", (_label, url) => {
    renderSignIn("pending", url);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome");
  });

  it("welcomes back when the verification link failed", () => {
    renderSignIn("pending", "/auth/signin?verified=1&error=invalid_token");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome back");
  });
});
