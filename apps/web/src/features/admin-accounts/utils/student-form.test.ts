import { describe, expect, it } from "vitest";
import { toStudentCreate, toStudentFormValues, toStudentUpdate, validateStudentForm } from "./student-form";

const messages = (error: ReturnType<typeof validateStudentForm>) =>
  Object.fromEntries((error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("the student form", () => {
  it("turns the typed text into the request: a year as a number or null, skills as a list", () => {
    const values = {
      ...toStudentFormValues(),
      email: "sam@example.com",
      fullName: "Sam",
      university: "Porto",
      graduationYear: " 2027 ",
      skills: "SQL, react , ,sql, Figma",
    };
    expect(toStudentUpdate(values)).toMatchObject({
      graduationYear: 2027,
      skills: ["SQL", "react", "Figma"],
    });
    expect(toStudentUpdate({ ...values, graduationYear: "" }).graduationYear).toBeNull();
    expect(toStudentUpdate(values)).not.toHaveProperty("email");
    expect(toStudentCreate(values)).toMatchObject({ email: "sam@example.com", fullName: "Sam" });
    expect(validateStudentForm("add", values)).toBeNull();
  });

  it("names each wrong field with the server's message", () => {
    const values = { ...toStudentFormValues(), email: "nope", graduationYear: "soon" };
    expect(messages(validateStudentForm("add", values))).toEqual({
      email: "Please enter a valid email address",
      fullName: "Full name is required",
      university: "University name is required",
      graduationYear: "Graduation year must be a whole number",
    });
  });

  it("reads a stored student back into the form", () => {
    const form = toStudentFormValues({
      id: "s1",
      email: "s@example.com",
      fullName: "Sam",
      avatarUrl: null,
      bio: null,
      location: null,
      website: null,
      university: "Porto",
      degree: null,
      graduationYear: 2026,
      skills: ["SQL", "Go"],
      resumeUrl: null,
      invitationPending: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(form).toMatchObject({ graduationYear: "2026", skills: "SQL, Go", bio: "", degree: "" });
  });
});
