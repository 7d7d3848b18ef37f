import { describe, expect, it } from "vitest";
import { describeAuthRedirectError, isNoAccountError } from "./redirect-error";

describe("describeAuthRedirectError", () => {
  it("explains the codes the server sends back, in any case", () => {
    expect(describeAuthRedirectError("token_expired")).toBe(
      "This verification link is invalid or has expired. Sign in to get a new one.",
    );
    expect(describeAuthRedirectError("ACCESS_DENIED")).toBe("Sign-in was cancelled.");
  });

  it("does not echo an unknown code from the URL", () => {
    expect(describeAuthRedirectError("<script>alert(1)</script>")).toBe(
      "Something went wrong while signing you in. Please try again.",
    );
  });

  it("sends someone without an account to sign up first", () => {
    expect(describeAuthRedirectError("signup_disabled")).toBe(
      "There is no InternPath account for this sign-in yet. Create one first, as a student or a company.",
    );
    expect(isNoAccountError("SIGNUP_DISABLED")).toBe(true);
    expect(isNoAccountError("access_denied")).toBe(false);
  });
});
