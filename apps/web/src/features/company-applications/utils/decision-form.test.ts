import { DECISION_MESSAGE_MAX_LENGTH } from "@internpath/shared/decision-schemas";
import { describe, expect, it } from "vitest";
import {
  decisionFormSchema,
  decisionRequest,
  defaultDecisionForm,
  defaultMessage,
  OTHER_REASON,
} from "./decision-form";

const one = {
  kind: "one" as const,
  values: { name: "Ada Lovelace", internship: "Data Intern", company: "Nimbus" },
};

describe("the decision form", () => {
  it("starts a rejection with a kind message filled in for the applicant, and an acceptance without one", () => {
    const reject = defaultDecisionForm("rejected", one);
    expect(reject.sendMessage).toBe(true);
    expect(reject.message).toMatch(/^Hi Ada Lovelace,\n/);
    expect(reject.message).toContain("applying for Data Intern");
    expect(reject.message).toMatch(/Nimbus$/);
    expect(defaultDecisionForm("accepted", one).sendMessage).toBe(false);
  });

  it("keeps the placeholders for several applicants, filled in per applicant by the server", () => {
    expect(defaultMessage("rejected", { kind: "many", count: 3 })).toMatch(/^Hi \{name\},/);
  });

  it("sends a listed reason, a typed one or none, and the message only when ticked", () => {
    const base = defaultDecisionForm("rejected", one);
    expect(decisionRequest({ ...base, reasonChoice: "Position filled" })).toMatchObject({
      reason: "Position filled",
    });
    expect(
      decisionRequest({ ...base, reasonChoice: OTHER_REASON, otherReason: "  Visa timing " }).reason,
    ).toBe("Visa timing");
    expect(decisionRequest({ ...base, reasonChoice: "not a listed one" }).reason).toBeNull();
    expect(decisionRequest({ ...base, sendMessage: false }).message).toBeNull();
    expect(decisionRequest(base).message).toBe(base.message);
  });

  it.each([
    ["an empty Other reason", { reasonChoice: OTHER_REASON, otherReason: " " }, "otherReason"],
    ["a reason with a line break", { reasonChoice: OTHER_REASON, otherReason: "a\nb" }, "otherReason"],
    ["a blank message to send", { sendMessage: true, message: "   " }, "message"],
    [
      "a message over the limit",
      { sendMessage: true, message: "x".repeat(DECISION_MESSAGE_MAX_LENGTH + 1) },
      "message",
    ],
  ])("refuses %s", (_label, change, field) => {
    const result = decisionFormSchema.safeParse({ ...defaultDecisionForm("rejected", one), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("accepts a blank message when none is sent", () => {
    const values = { ...defaultDecisionForm("rejected", one), sendMessage: false, message: "" };
    expect(decisionFormSchema.safeParse(values).success).toBe(true);
  });
});
