import { describe, expect, it } from "vitest";
import { personName, recipientLabel, replySubject, subjectOf } from "./message-format";

const person = { id: "1", fullName: "Ada Lovelace", companyName: null, role: "student" as const };

describe("message texts", () => {
  it("names a person, falls back to the company name, and says 'Unknown' for a deleted account", () => {
    expect(personName(person)).toBe("Ada Lovelace");
    expect(personName({ ...person, fullName: "  ", companyName: "Nimbus Labs", role: "company" })).toBe(
      "Nimbus Labs",
    );
    expect(personName({ ...person, fullName: "" })).toBe("Unknown");
    expect(personName(null)).toBe("Unknown");
  });

  it("labels a company recipient with its company", () => {
    expect(recipientLabel({ ...person, role: "company", companyName: "Nimbus Labs" })).toBe(
      "Ada Lovelace (Nimbus Labs)",
    );
    expect(recipientLabel(person)).toBe("Ada Lovelace");
  });

  it("shows 'No subject' for a blank subject and prefixes a reply once with 'Re: '", () => {
    expect(subjectOf(" ")).toBe("No subject");
    expect(replySubject("Interview")).toBe("Re: Interview");
    expect(replySubject("Re: Interview")).toBe("Re: Interview");
  });
});
