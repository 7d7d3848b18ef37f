import { describe, expect, it } from "vitest";
import { nextToggleStatus } from "./update-internship-status";

describe("nextToggleStatus", () => {
  it("closes an open internship and opens a closed or draft one", () => {
    expect(nextToggleStatus("open")).toBe("closed");
    expect(nextToggleStatus("closed")).toBe("open");
    expect(nextToggleStatus("draft")).toBe("open");
  });
});
