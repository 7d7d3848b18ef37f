// @vitest-environment happy-dom
import type { MessageRecipient } from "@internpath/shared/api-types";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ComposeDraft, ComposeMessageDialog } from "./compose-message-dialog";

const RECIPIENTS: MessageRecipient[] = [
  { id: "a1", fullName: "Ada Admin", companyName: null, role: "admin" },
  { id: "c1", fullName: "Nora Lind", companyName: "Nimbus Labs", role: "company" },
  { id: "s1", fullName: "Sam Student", companyName: null, role: "student" },
];

function renderCompose(draft: ComposeDraft) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/messages/recipients") return Response.json({ items: RECIPIENTS });
      if (url === "/api/messages" && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ message: { id: "m1", createdAt: new Date().toISOString() } }, { status: 201 });
      }
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }),
  );
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ComposeMessageDialog draft={draft} onClose={onClose} senderRole="student" />
    </QueryClientProvider>,
  );
  return { sent, onClose };
}

describe("ComposeMessageDialog", () => {
  it("groups the recipients and starts from the draft (a reply or ?recipient=)", async () => {
    renderCompose({ recipientId: "c1", subject: "Re: Hello" });
    const recipient = (await screen.findByLabelText("Recipient")) as HTMLSelectElement;
    // (Which option shows as chosen is checked in a real browser, e2e/messages.spec.ts: happy-dom does
    // not select an option inside an optgroup.)
    const groups = [...recipient.querySelectorAll("optgroup")].map((group) => [
      group.label,
      [...group.querySelectorAll("option")].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ["Administrators", ["Ada Admin"]],
      ["Companies", ["Nora Lind (Nimbus Labs)"]],
      ["Students", ["Sam Student"]],
    ]);
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("Re: Hello");
  });

  it("says 'Please fill in all required fields' and sends nothing without a text", async () => {
    const { sent, onClose } = renderCompose({ recipientId: "", subject: "" });
    await screen.findByLabelText("Recipient");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Please fill in all required fields",
    );
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the message, 'No subject' when blank, and closes", async () => {
    const { sent, onClose } = renderCompose({ recipientId: "", subject: "" });
    await screen.findByLabelText("Recipient");
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Recipient"), { target: { value: "s1" } });
    fireEvent.change(within(dialog).getByLabelText("Message"), { target: { value: "Hello\nthere" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ recipientId: "s1", subject: "No subject", messageText: "Hello\nthere" }]);
  });

  it("refuses the text of a person the user may not message", async () => {
    renderCompose({ recipientId: "stranger", subject: "" });
    const recipient = (await screen.findByLabelText("Recipient")) as HTMLSelectElement;
    expect(recipient.value).toBe("");
    expect(screen.getByText("You cannot message the person this link was for.")).toBeTruthy();
  });
});

describe("ComposeMessageDialog for an admin (searchRecipients)", () => {
  function renderAdminCompose(draft: ComposeDraft) {
    const sent: unknown[] = [];
    const searches: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const parsed = new URL(url, "http://localhost");
        if (parsed.pathname === "/api/messages/recipients") {
          const q = parsed.searchParams.get("q") ?? "";
          searches.push(q);
          const items = RECIPIENTS.filter((item) =>
            `${item.fullName} ${item.companyName ?? ""}`.toLowerCase().includes(q.toLowerCase()),
          );
          return Response.json({ items });
        }
        if (parsed.pathname === "/api/messages/recipients/c1")
          return Response.json({ recipient: RECIPIENTS[1] });
        if (parsed.pathname.startsWith("/api/messages/recipients/")) {
          return Response.json(
            { error: { code: "NOT_FOUND", message: "Recipient not found" } },
            { status: 404 },
          );
        }
        if (url === "/api/messages" && init?.method === "POST") {
          sent.push(JSON.parse(String(init.body)));
          return Response.json(
            { message: { id: "m1", createdAt: new Date().toISOString() } },
            { status: 201 },
          );
        }
        return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
      }),
    );
    const onClose = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ComposeMessageDialog draft={draft} onClose={onClose} senderRole="admin" />
      </QueryClientProvider>,
    );
    return { sent, searches, onClose };
  }

  it("fills in a linked recipient found by id, beyond the first page", async () => {
    renderAdminCompose({ recipientId: "c1", subject: "" });
    const box = (await screen.findByRole("combobox", { name: "Recipient" })) as HTMLInputElement;
    expect(box.value).toBe("Nora Lind (Nimbus Labs)");
  });

  it("says so when the link's person may not be messaged", async () => {
    renderAdminCompose({ recipientId: "stranger", subject: "" });
    const box = (await screen.findByRole("combobox", { name: "Recipient" })) as HTMLInputElement;
    expect(box.value).toBe("");
    expect(screen.getByText("You cannot message the person this link was for.")).toBeTruthy();
  });

  it("searches as one types, groups the matches, chooses with the keyboard and sends", async () => {
    const { sent, searches, onClose } = renderAdminCompose({ recipientId: "", subject: "" });
    const box = await screen.findByRole("combobox", { name: "Recipient" });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "sam" } });
    await waitFor(() => expect(searches).toContain("sam"));
    const listbox = screen.getByRole("listbox", { name: "Recipients" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(1));
    expect(within(listbox).getByRole("group", { name: "Students" })).toBeTruthy();
    expect(box.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toMatch(/option-s1$/);
    fireEvent.keyDown(box, { key: "Enter" });
    expect((box as HTMLInputElement).value).toBe("Sam Student");
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ recipientId: "s1", subject: "No subject", messageText: "Hello" }]);
  });
});
