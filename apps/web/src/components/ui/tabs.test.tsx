// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

function Example() {
  const [value, setValue] = useState("one");
  return (
    <Tabs
      label="Example"
      value={value}
      onValueChange={setValue}
      tabs={[
        { id: "one", label: "One", content: <p>First panel</p> },
        { id: "two", label: "Two", content: <p>Second panel</p> },
        { id: "three", label: "Three", content: <p>Third panel</p> },
      ]}
    />
  );
}

describe("Tabs", () => {
  it("follows the ARIA tabs pattern: one tab in the Tab order, arrows, Home and End choose", () => {
    render(<Example />);
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "Example" })).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    expect(screen.getByRole("tabpanel", { name: "One" }).textContent).toBe("First panel");

    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Two" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tabpanel", { name: "Two" }).textContent).toBe("Second panel");

    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("tabpanel", { name: "Three" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(screen.getByRole("tabpanel", { name: "One" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(screen.getByRole("tabpanel", { name: "Three" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(screen.getByRole("tabpanel", { name: "One" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tabpanel", { name: "Two" })).toBeTruthy();
  });
});
