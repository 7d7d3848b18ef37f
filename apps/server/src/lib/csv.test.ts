import { describe, expect, it } from "vitest";
import { parseCsv, spreadsheetCouldRun } from "../testing/csv.ts";
import { AWKWARD_CSV_TEXTS, SPREADSHEET_FORMULA_TEXTS } from "../testing/fixtures.ts";
import { csvCell, csvLine, SKIPPED_BEFORE_FORMULA } from "./csv.ts";

describe("csvCell", () => {
  it("skips every white space character before a formula, as JavaScript's \\s knows them", () => {
    const whiteSpace = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      (unit) => /\s/.test(unit),
    );
    expect(whiteSpace.filter((unit) => !SKIPPED_BEFORE_FORMULA.includes(unit))).toEqual([]);
  });

  it("neutralises a formula behind white space, quotes or list separators, and leaves other text as it is", () => {
    for (const text of SPREADSHEET_FORMULA_TEXTS) {
      const [cell] = parseCsv(csvLine([text]))[0]!;
      expect(cell, JSON.stringify(text)).toBe(`'${text}`);
      expect(spreadsheetCouldRun(cell!), JSON.stringify(text)).toBe(false);
    }
    for (const text of ["Smith, Jane", " plain", "a=b", ";x", "'=already text", "1+1", "", "|"]) {
      expect(parseCsv(csvLine([text]))[0], JSON.stringify(text)).toEqual([text]);
    }
  });

  it("writes no cell a spreadsheet could run, in a whole file of awkward texts", () => {
    const texts = [...AWKWARD_CSV_TEXTS, ...SPREADSHEET_FORMULA_TEXTS];
    const file = texts.map((text) => csvLine([text, `${text}, again`, "plain"])).join("");
    const cells = parseCsv(file).flat();
    expect(cells).toHaveLength(texts.length * 3);
    expect(cells.filter(spreadsheetCouldRun)).toEqual([]);
    expect(csvCell(",=2+3")).toBe(`"',=2+3"`);
  });
});
