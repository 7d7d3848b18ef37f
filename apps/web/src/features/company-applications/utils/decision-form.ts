import {
  DECISION_MESSAGE_TEMPLATES,
  type DecisionStatus,
  decisionMessageField,
  decisionReasonField,
  fillDecisionMessage,
  type MessageValues,
  REJECTION_REASONS,
} from "@internpath/shared/decision-schemas";
import { z } from "zod";

/** "Other" in the reason list: the reviewer types the reason. */
export const OTHER_REASON = "other";

/**
 * The decision dialog's form. The reason and the message are checked with the server's own field
 * schemas; a ticked "Send a message" needs some text.
 */
export const decisionFormSchema = z
  .object({
    reasonChoice: z.string(),
    otherReason: z.string(),
    sendMessage: z.boolean(),
    message: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.reasonChoice === OTHER_REASON) {
      const reason = decisionReasonField.safeParse(values.otherReason);
      if (!reason.success) {
        ctx.addIssue({ code: "custom", path: ["otherReason"], message: reason.error.issues[0]!.message });
      } else if (reason.data === null) {
        ctx.addIssue({
          code: "custom",
          path: ["otherReason"],
          message: "Type the reason, or choose another",
        });
      }
    }
    if (values.sendMessage) {
      const message = decisionMessageField.safeParse(values.message);
      if (!message.success) {
        ctx.addIssue({ code: "custom", path: ["message"], message: message.error.issues[0]!.message });
      } else if (message.data === null) {
        ctx.addIssue({
          code: "custom",
          path: ["message"],
          message: "Write a message, or untick Send a message",
        });
      }
    }
  });

export type DecisionFormValues = z.input<typeof decisionFormSchema>;

/** Who the message is for: one applicant (filled in, editable) or several (placeholders, filled per applicant). */
export type MessageAudience = { kind: "one"; values: MessageValues } | { kind: "many"; count: number };

export function defaultMessage(status: DecisionStatus, audience: MessageAudience): string {
  const template = DECISION_MESSAGE_TEMPLATES[status];
  return audience.kind === "one" ? fillDecisionMessage(template, audience.values) : template;
}

export function defaultDecisionForm(status: DecisionStatus, audience: MessageAudience): DecisionFormValues {
  return {
    reasonChoice: "",
    otherReason: "",
    // A rejection comes with a kind word by default; an offer is usually followed up in person.
    sendMessage: status === "rejected",
    message: defaultMessage(status, audience),
  };
}

/** What the server is sent: the reason's text (none, a listed one or the typed one) and the message, if sent. */
export function decisionRequest(values: DecisionFormValues): {
  reason: string | null;
  message: string | null;
} {
  const reason =
    values.reasonChoice === OTHER_REASON
      ? values.otherReason.trim() || null
      : (REJECTION_REASONS as readonly string[]).includes(values.reasonChoice)
        ? values.reasonChoice
        : null;
  const message = values.sendMessage ? values.message.trim() || null : null;
  return { reason, message };
}
