import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-to";

describe("safeRedirectPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeRedirectPath("/internships/42")).toBe("/internships/42");
    expect(safeRedirectPath("/internships?q=python&sort=deadline#top")).toBe(
      "/internships?q=python&sort=deadline#top",
    );
  });

  it("refuses other hosts however they are written, the sign-in screens, and junk", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "internships",
      "/auth/signin",
      "/auth/signup?role=company",
      "/internships\n/x",
      "/%0d%0aSet-Cookie",
      `/${"a".repeat(3000)}`,
      "",
      null,
      undefined,
    ]) {
      const kept = safeRedirectPath(value);
      if (kept !== undefined) {
        expect(new URL(kept, "https://app.example").origin, String(value)).toBe("https://app.example");
        expect(kept.startsWith("/auth")).toBe(false);
      }
    }
    expect(safeRedirectPath("//evil.example/path")).toBeUndefined();
    expect(safeRedirectPath("https://evil.example/")).toBeUndefined();
    expect(safeRedirectPath("/auth/signin")).toBeUndefined();
  });
});
