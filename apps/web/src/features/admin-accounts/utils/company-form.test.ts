import type { AdminCompany } from "@internpath/shared/admin-accounts-answers";
import { describe, expect, it } from "vitest";
import { toCompanyCreate, toCompanyFormValues, toCompanyUpdate, validateCompanyForm } from "./company-form";

const company: AdminCompany = {
  id: "c1",
  email: "jobs@acme.example",
  fullName: "Casey Contact",
  companyName: "Acme Corp",
  companyIndustry: null,
  companySize: "11-50",
  logoUrl: null,
  avatarUrl: null,
  bio: null,
  location: "Lisbon",
  website: "https://acme.example",
  invitationPending: false,
  verification: "verified",
  verificationReason: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const messages = (error: ReturnType<typeof validateCompanyForm>) =>
  Object.fromEntries((error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("the company form", () => {
  it("starts from the stored company, empty text for what is not set", () => {
    expect(toCompanyFormValues(company)).toEqual({
      email: "jobs@acme.example",
      companyName: "Acme Corp",
      fullName: "Casey Contact",
      location: "Lisbon",
      website: "https://acme.example",
      companyIndustry: "",
      companySize: "11-50",
      bio: "",
    });
    expect(Object.values(toCompanyFormValues())).toEqual(Array(8).fill(""));
  });

  it("never sends the email when editing, and sends it when adding", () => {
    const values = toCompanyFormValues(company);
    expect(toCompanyUpdate(values)).not.toHaveProperty("email");
    expect(toCompanyCreate(values)).toMatchObject({ email: "jobs@acme.example" });
  });

  it("judges with the server's messages", () => {
    const values = { ...toCompanyFormValues(), companyName: "  ", website: "javascript:alert(1)" };
    expect(messages(validateCompanyForm("add", values))).toEqual({
      email: "Email is required",
      companyName: "Company name is required",
      fullName: "Full name is required",
      website: "Website must be a web address (https://...)",
    });
    // Editing does not look at the email (it is read-only and not sent).
    const edited = { ...toCompanyFormValues(company), email: "" };
    expect(validateCompanyForm("edit", edited)).toBeNull();
    expect(messages(validateCompanyForm("edit", { ...edited, companyName: "A\nB" }))).toEqual({
      companyName: "Company name contains characters that are not allowed",
    });
  });
});
