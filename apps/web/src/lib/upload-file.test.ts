import { UPLOAD_MESSAGES, UPLOAD_RULES } from "@internpath/shared/uploads";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { checkUpload, readUploadResponse, uploadPercent } from "./upload-file";

describe("uploadPercent", () => {
  it("rounds the share of bytes sent to a whole percent", () => {
    expect(uploadPercent({ lengthComputable: true, loaded: 0, total: 2048 })).toBe(0);
    expect(uploadPercent({ lengthComputable: true, loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ lengthComputable: true, loaded: 2, total: 3 })).toBe(67);
    expect(uploadPercent({ lengthComputable: true, loaded: 2048, total: 2048 })).toBe(100);
  });

  it("never goes past 100", () => {
    expect(uploadPercent({ lengthComputable: true, loaded: 2100, total: 2048 })).toBe(100);
  });

  it("says nothing while the browser cannot tell the total", () => {
    expect(uploadPercent({ lengthComputable: false, loaded: 10, total: 0 })).toBeNull();
    expect(uploadPercent({ lengthComputable: true, loaded: 10, total: 0 })).toBeNull();
  });
});

describe("readUploadResponse", () => {
  it("answers the stored file", () => {
    expect(readUploadResponse(200, '{"url":"/api/files/a.pdf","kind":"resume"}')).toEqual({
      url: "/api/files/a.pdf",
      kind: "resume",
    });
  });

  it("throws the server's error as an ApiError", () => {
    const body = JSON.stringify({
      error: { code: "PAYLOAD_TOO_LARGE", message: "File size exceeds 10MB limit" },
    });
    expect(() => readUploadResponse(413, body)).toThrow(
      expect.objectContaining({
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
        message: "File size exceeds 10MB limit",
      }),
    );
  });

  it("throws the upload's own message for an answer of another shape", () => {
    let caught: unknown;
    try {
      readUploadResponse(502, "<html>Bad gateway</html>");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 502, code: "INTERNAL", message: UPLOAD_MESSAGES.failed });
    expect(() => readUploadResponse(200, "{}")).toThrow(UPLOAD_MESSAGES.failed);
  });
});

describe("checkUpload", () => {
  const file = (name: string, size: number, type = "") => new File([new Uint8Array(size)], name, { type });

  it("lets a file of the right type and size through", () => {
    expect(checkUpload("resume", file("cv.pdf", 1000, "application/pdf"))).toBeNull();
    expect(checkUpload("avatar", file("me.JPEG", 1000))).toBeNull();
    expect(checkUpload("avatar", file("me", 1000, "image/webp"))).toBeNull();
  });

  it("refuses a file over the limit", () => {
    const { maxBytes } = UPLOAD_RULES.resume;
    expect(checkUpload("resume", file("cv.pdf", maxBytes + 1))).toBe(UPLOAD_MESSAGES.tooLarge(maxBytes));
  });

  it("refuses the wrong type", () => {
    expect(checkUpload("avatar", file("notes.txt", 10, "text/plain"))).toBe(UPLOAD_MESSAGES.imagesOnly);
    expect(checkUpload("resume", file("cv.exe", 10))).toBe(
      UPLOAD_MESSAGES.onlyTypes(UPLOAD_RULES.resume.extensions),
    );
  });
});
