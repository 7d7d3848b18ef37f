import { PROFILE_MESSAGES, type Profile } from "@internpath/shared/profile-schemas";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import {
  profileUpdateErrorMessage,
  toFormField,
  toFormValues,
  toProfileUpdate,
  validateProfileUpdate,
} from "./profile-form";

const student: Profile = {
  id: "user-1",
  email: "sam@example.com",
  role: "student",
  fullName: "Sam Lee",
  avatarUrl: null,
  bio: null,
  location: "Lisbon",
  website: null,
  companyName: null,
  companySize: null,
  companyIndustry: null,
  companyLogoUrl: null,
  university: "Uni",
  degree: null,
  graduationYear: 2027,
  resumeUrl: null,
  skills: ["React", "SQL"],
  emailNotifications: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("profile form values", () => {
  it("shows empty inputs for missing values and the skills as a list", () => {
    expect(toFormValues(student)).toMatchObject({
      bio: "",
      website: "",
      graduationYear: "2027",
      skills: "React, SQL",
      companyName: "",
    });
  });

  it("sends only the fields the role may change", () => {
    const values = { ...toFormValues(student), skills: "React, react , Go", graduationYear: " " };
    expect(toProfileUpdate("student", values)).toMatchObject({
      skills: ["React", "Go"],
      graduationYear: null,
    });
    expect(toProfileUpdate("company", values)).not.toHaveProperty("skills");
    expect(Object.keys(toProfileUpdate("admin", values)).sort()).toEqual(
      ["bio", "emailNotifications", "fullName", "location", "website"].sort(),
    );
  });
});

describe("validateProfileUpdate", () => {
  it("puts each problem under its form field", () => {
    const values = { ...toFormValues(student), graduationYear: "20x7" };
    const errors = validateProfileUpdate("student", toProfileUpdate("student", values));
    expect(Object.keys(errors)).toEqual(["graduationYear"]);
  });

  it("finds no problem in a valid profile", () => {
    expect(validateProfileUpdate("student", toProfileUpdate("student", toFormValues(student)))).toEqual({});
  });

  it("maps one skill of the list to the skills input, and unknown paths to nothing", () => {
    expect(toFormField("skills.3")).toBe("skills");
    expect(toFormField("role")).toBeNull();
  });
});

describe("profileUpdateErrorMessage", () => {
  it("says permission denied for a 403, the server's message otherwise", () => {
    expect(profileUpdateErrorMessage(new ApiError(403, "FORBIDDEN", "No"))).toBe(
      PROFILE_MESSAGES.permissionDenied,
    );
    expect(profileUpdateErrorMessage(new ApiError(409, "CONFLICT", "Taken"))).toBe("Taken");
    expect(profileUpdateErrorMessage(new Error("boom"))).toBe(PROFILE_MESSAGES.failed);
  });
});
