import { describe, expect, it } from "vitest";
import { nextSort } from "./use-admin-applications-params";

describe("nextSort", () => {
  it("starts a new column ascending and toggles the same column", () => {
    expect(nextSort({ sort: "appliedAt", dir: "desc" }, "student")).toEqual({ sort: "student", dir: "asc" });
    expect(nextSort({ sort: "student", dir: "asc" }, "student")).toEqual({ sort: "student", dir: "desc" });
    expect(nextSort({ sort: "student", dir: "desc" }, "student")).toEqual({ sort: "student", dir: "asc" });
    expect(nextSort({ sort: "appliedAt", dir: "desc" }, "appliedAt")).toEqual({
      sort: "appliedAt",
      dir: "asc",
    });
  });
});
