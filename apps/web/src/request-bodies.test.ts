import type { createApplicationSchema } from "@internpath/shared/application-schemas";
import type {
  changePasswordRequestSchema,
  resendVerificationSchema,
  resetPasswordRequestSchema,
} from "@internpath/shared/auth-schemas";
import type { closeInternshipSchema } from "@internpath/shared/follow-through";
import type { internshipStatusSchema } from "@internpath/shared/internship-schemas";
import type { sendMessageSchema } from "@internpath/shared/message-schemas";
import type { reasonSchema, settingsUpdateSchema } from "@internpath/shared/trust-schemas";
import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { sendAdminMessage } from "./features/admin-applications/api/send-message";
import type {
  useDecideCompany,
  useResolveReports,
  useUpdateTrustSettings,
} from "./features/admin-trust/api/trust-api";
import type { resendVerification } from "./features/auth/api/resend-verification";
import type { resetPassword } from "./features/auth/api/reset-password";
import type { CloseInternshipInput } from "./features/company-internships/api/close-internship";
import type { updateInternshipStatus } from "./features/company-internships/api/update-internship-status";
import type { sendMessage } from "./features/messages/api/send-message";
import type { changePassword } from "./features/profile/api/account-security";
import type { createApplication } from "./features/student-applications/api/create-application";

/*
 * A request body the web sends is the input of the shared schema the server parses it with, never a
 * type written again beside it, so a field added to the schema reaches the form without a second edit.
 * These are type assertions: `npm run typecheck` (which compiles the tests) is what fails when a body
 * drifts from its schema; at run time they pass.
 */

type Body<F extends (...args: never[]) => unknown> = Parameters<F>[0];
type MutationBody<H extends () => { mutate: (...args: never[]) => unknown }> = Parameters<
  ReturnType<H>["mutate"]
>[0];

describe("request bodies are their shared schema's input", () => {
  it("messages: the compose form and the admin's message to an applicant or company", () => {
    expectTypeOf<Body<typeof sendMessage>>().toEqualTypeOf<z.input<typeof sendMessageSchema>>();
    expectTypeOf<Body<typeof sendAdminMessage>>().toEqualTypeOf<z.input<typeof sendMessageSchema>>();
  });

  it("applying to an internship", () => {
    expectTypeOf<Body<typeof createApplication>>().toEqualTypeOf<z.input<typeof createApplicationSchema>>();
  });

  it("a company's internship: its status, and closing it", () => {
    expectTypeOf<Omit<Body<typeof updateInternshipStatus>, "id">>().toEqualTypeOf<
      z.input<typeof internshipStatusSchema>
    >();
    expectTypeOf<Omit<CloseInternshipInput, "id">>().toEqualTypeOf<z.output<typeof closeInternshipSchema>>();
  });

  it("passwords and verification mail", () => {
    expectTypeOf<Body<typeof changePassword>>().toEqualTypeOf<z.input<typeof changePasswordRequestSchema>>();
    expectTypeOf<Body<typeof resetPassword>>().toEqualTypeOf<z.input<typeof resetPasswordRequestSchema>>();
    expectTypeOf<Body<typeof resendVerification>>().toEqualTypeOf<z.input<typeof resendVerificationSchema>>();
  });

  it("the admin's trust settings and reasons", () => {
    expectTypeOf<MutationBody<typeof useUpdateTrustSettings>>().toEqualTypeOf<
      z.input<typeof settingsUpdateSchema>
    >();
    expectTypeOf<
      Omit<Exclude<MutationBody<typeof useDecideCompany>, { decision: "approve" }>, "id" | "decision">
    >().toEqualTypeOf<z.input<typeof reasonSchema>>();
    expectTypeOf<
      Omit<
        Exclude<MutationBody<typeof useResolveReports>, { outcome: "dismiss" }>,
        "internshipId" | "outcome"
      >
    >().toEqualTypeOf<z.input<typeof reasonSchema>>();
  });
});
