import { describe, expect, it } from "vitest";
import { jsonFromDatabase, jsonNumber, jsonString } from "./json-text.ts";

describe("JSON written as text", () => {
  it("writes strings as JSON.stringify does, and null or a missing value as null", () => {
    for (const value of ['say "hi"', "back\\slash", "line\nbreak\ttab\u0007", "</script>", "Zoë 😀", ""]) {
      expect(jsonString(value)).toBe(JSON.stringify(value));
      expect(JSON.parse(jsonString(value))).toBe(value);
    }
    expect(jsonString(null)).toBe("null");
    expect(jsonString(undefined)).toBe("null");
  });

  it("writes numbers as they are and null as null", () => {
    expect(jsonNumber(2028)).toBe("2028");
    expect(jsonNumber(0)).toBe("0");
    expect(jsonNumber(null)).toBe("null");
  });

  it("passes the database's JSON through and writes null for none", () => {
    expect(jsonFromDatabase('{"status" : "accepted"}')).toBe('{"status" : "accepted"}');
    expect(jsonFromDatabase(null)).toBe("null");
  });
});
