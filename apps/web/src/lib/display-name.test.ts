import { describe, expect, it } from "vitest";
import { displayName, pictureOf, ROLE_LABELS } from "./display-name";

describe("displayName", () => {
  it("is the full name, trimmed, or the email when there is none", () => {
    expect(displayName({ fullName: " Sam Lee ", email: "sam@example.com" })).toBe("Sam Lee");
    expect(displayName({ fullName: "  ", email: "sam@example.com" })).toBe("sam@example.com");
  });
});

describe("pictureOf", () => {
  it("shows a company's logo where a person's photo would go", () => {
    expect(pictureOf({ role: "company", avatarUrl: "/a.png", companyLogoUrl: "/logo.png" })).toBe(
      "/logo.png",
    );
  });

  it("falls back to the photo for a company without a logo, and ignores a logo for other roles", () => {
    expect(pictureOf({ role: "company", avatarUrl: "/a.png", companyLogoUrl: null })).toBe("/a.png");
    expect(pictureOf({ role: "student", avatarUrl: null, companyLogoUrl: "/logo.png" })).toBeNull();
  });
});

describe("ROLE_LABELS", () => {
  it("names every role", () => {
    expect(ROLE_LABELS).toEqual({ student: "Student", company: "Company", admin: "Admin" });
  });
});
