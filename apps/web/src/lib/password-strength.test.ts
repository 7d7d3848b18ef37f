import { describe, expect, it } from "vitest";
import { estimatePasswordStrength } from "./password-strength";

describe("estimatePasswordStrength", () => {
  it.each([
    ["", 0],
    ["123456", 0],
    ["password1", 0],
    ["aaaaaaaaaa", 0],
    ["qwertyuiop", 0],
    ["sunflower", 1],
    ["Sunflower7", 2],
    ["violet-harbour-73", 4],
    ["T7#qv!9Lm@2x", 4],
  ])("rates %j as %i", (password, score) => {
    expect(estimatePasswordStrength(password).score).toBe(score);
  });

  it("names every score", () => {
    expect(estimatePasswordStrength("violet-harbour-73").label).toBe("Strong");
    expect(estimatePasswordStrength("123456").label).toBe("Very weak");
  });
});
