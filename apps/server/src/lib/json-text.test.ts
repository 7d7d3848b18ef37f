import { describe, expect, it } from "vitest";
import {
  jsonArray,
  jsonFromDatabase,
  jsonNumber,
  jsonObject,
  jsonOf,
  jsonString,
  parseJsonText,
  withFields,
} from "./json-text.ts";

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

  it("adds fields to an object's text as one object would be written", () => {
    const content = { id: "a1", title: 'Say "hi"', company: { name: "Zoë" } };
    const own = { isBookmarked: true, application: null, match: { matchedSkills: ["Go"], totalSkills: 2 } };
    const text = withFields(jsonOf(content), own);
    expect(text).toBe(JSON.stringify({ ...content, ...own }));
    expect(parseJsonText(text)).toEqual({ ...content, ...own });
    expect(withFields(jsonOf({}), own)).toBe(JSON.stringify(own));
    expect(withFields(jsonOf(content), {})).toBe(JSON.stringify(content));
  });

  it("writes arrays and objects of texts as JSON.stringify writes their values", () => {
    const items = [{ a: 1 }, { a: "two" }];
    expect(jsonArray(items.map(jsonOf))).toBe(JSON.stringify(items));
    expect(jsonArray([])).toBe("[]");
    const page = { items, nextCursor: null, total: 2 };
    expect(
      jsonObject<typeof page>({
        items: jsonArray(items.map(jsonOf)),
        nextCursor: jsonOf(null),
        total: jsonOf(2),
      }),
    ).toBe(JSON.stringify(page));
    expect(jsonObject<Record<never, never>>({})).toBe("{}");
  });
});
