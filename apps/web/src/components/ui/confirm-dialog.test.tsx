// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

const QUESTION = "Are you sure you want to delete this company? This action cannot be undone.";

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete company"
      message={QUESTION}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onOpenChange, onConfirm };
}

describe("ConfirmDialog", () => {
  it("asks its question as an alert dialog and starts on Cancel", () => {
    renderDialog();
    const dialog = screen.getByRole("alertdialog", { name: "Delete company" });
    expect(dialog.textContent).toContain(QUESTION);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
  });

  it("confirms only on the confirm button, and Cancel closes without confirming", () => {
    const { onOpenChange, onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("closes on Escape", () => {
    const { onOpenChange } = renderDialog();
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("cannot be dismissed while the action runs", () => {
    const { onOpenChange } = renderDialog({ isPending: true });
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Delete" }).getAttribute("aria-busy")).toBe("true");
  });

  it("gives focus back to the button that opened it, though it has no Radix trigger", async () => {
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete Acme Corp
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete"
            message={QUESTION}
            onConfirm={() => {}}
          />
        </>
      );
    }
    render(<Screen />);
    const opener = screen.getByRole("button", { name: "Delete Acme Corp" });
    opener.focus();
    act(() => opener.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" })));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
