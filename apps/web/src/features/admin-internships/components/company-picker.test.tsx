// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompanyOption } from "../api/search-companies";
import { CompanyPicker } from "./company-picker";

const COMPANIES: CompanyOption[] = [
  {
    id: "c1",
    companyName: "Nimbus Labs",
    fullName: "Nora",
    email: "talent@nimbus.test",
    location: null,
    logoUrl: null,
    internshipCount: 3,
    invitationPending: false,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "c2",
    companyName: null,
    fullName: "Nemo",
    email: "nemo@example.test",
    location: null,
    logoUrl: null,
    internshipCount: 1,
    invitationPending: false,
    createdAt: "2026-01-02T00:00:00.000Z",
  },
];

/** What the form's Field hands the picker: its id, and no error or hint yet. */
const FIELD = { id: "company", "aria-invalid": undefined, "aria-describedby": undefined };

function renderPicker() {
  const asked: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://localhost");
      asked.push(parsed);
      const q = (parsed.searchParams.get("q") ?? "").toLowerCase();
      const items = COMPANIES.filter((company) =>
        `${company.companyName ?? ""} ${company.email}`.toLowerCase().includes(q),
      );
      return Response.json({ items, nextCursor: null, prevCursor: null, total: items.length });
    }),
  );
  const chosen: string[] = [];
  function Form() {
    const [value, setValue] = useState("");
    return (
      <>
        <label htmlFor="company">Company</label>
        <CompanyPicker
          {...FIELD}
          value={value}
          onChange={(id) => {
            chosen.push(id);
            setValue(id);
          }}
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  );
  return { asked, chosen, box: screen.getByRole("combobox", { name: "Company" }) as HTMLInputElement };
}

afterEach(() => vi.unstubAllGlobals());

describe("CompanyPicker", () => {
  it("searches the admin's companies as the admin types, and chooses one with the keyboard", async () => {
    const { asked, chosen, box } = renderPicker();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "nim" } });
    await screen.findByRole("option", { name: /Nimbus Labs/ });
    await waitFor(() => expect(screen.queryByRole("option", { name: /Unknown Company/ })).toBeNull());
    const last = asked.at(-1)!;
    expect(last.pathname).toBe("/api/admin/companies");
    expect(last.searchParams.get("q")).toBe("nim");
    expect(last.searchParams.get("limit")).toBe("8");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toMatch(/c1$/);
    fireEvent.keyDown(box, { key: "Enter" });
    expect(chosen).toEqual(["c1"]);
    expect(box.value).toBe("Nimbus Labs");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText(/Posting for/).textContent).toContain("talent@nimbus.test");

    // Editing the text drops the choice: what the box shows is what will be sent.
    fireEvent.change(box, { target: { value: "Nimbus Lab" } });
    expect(chosen).toEqual(["c1", ""]);
    expect(screen.queryByText(/Posting for/)).toBeNull();
  });

  it("names a company without a name, and closes on Escape", async () => {
    const { box } = renderPicker();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "nemo" } });
    expect(await screen.findByRole("option", { name: /Unknown Company/ })).toBeTruthy();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("says when nothing matches", async () => {
    const { box } = renderPicker();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "zzz" } });
    expect(await screen.findByText("No companies match")).toBeTruthy();
  });
});
