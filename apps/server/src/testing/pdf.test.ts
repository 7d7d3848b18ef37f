import { MEGABYTE, RESUME_MAX_BYTES } from "@internpath/shared/limits";
import { makeTextPdf } from "@internpath/shared/pdf";
import { UPLOAD_RULES } from "@internpath/shared/uploads";
import { describe, expect, it } from "vitest";
import { detectAllowedType } from "../features/files/detect-file-type.ts";

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("makeTextPdf", () => {
  it("writes a one-page PDF with the lines as text", () => {
    const text = latin1(makeTextPdf(["Maya Patel", "Skills: (TypeScript) \\ SQL", "Café"]));
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    expect(text).toContain("(Maya Patel) Tj");
    expect(text).toContain("(Skills: \\(TypeScript\\) \\\\ SQL) Tj");
    expect(text).toContain("(Caf?) Tj");
  });

  it("points startxref at the cross-reference table, padded or not", () => {
    for (const size of [undefined, 4096]) {
      const text = latin1(makeTextPdf(["Resume"], { size }));
      const offset = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
      expect(text.slice(offset, offset + 5)).toBe("xref\n");
    }
  });

  it("pads to exactly the asked size", () => {
    const natural = makeTextPdf(["Resume"]).byteLength;
    for (const size of [natural, natural + 1, natural + 2, 8 * MEGABYTE, RESUME_MAX_BYTES + 1]) {
      const bytes = makeTextPdf(["Resume"], { size });
      expect(bytes.byteLength).toBe(size);
      expect(latin1(bytes.subarray(0, 5))).toBe("%PDF-");
      expect(latin1(bytes.subarray(-6))).toBe("%%EOF\n");
    }
  });

  it("refuses a size smaller than the PDF itself", () => {
    const natural = makeTextPdf(["Resume"]).byteLength;
    expect(() => makeTextPdf(["Resume"], { size: natural - 1 })).toThrow(RangeError);
    expect(() => makeTextPdf(["Resume"], { size: 1.5 * natural })).toThrow(RangeError);
  });

  it("is a PDF to the server's file-type detection, padded or not", async () => {
    for (const size of [undefined, 8 * MEGABYTE]) {
      await expect(
        detectAllowedType(makeTextPdf(["Resume"], { size }), "cv.pdf", UPLOAD_RULES.resume),
      ).resolves.toEqual({ extension: "pdf", mime: "application/pdf" });
    }
  });
});
