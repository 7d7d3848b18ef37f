import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { describe, expect, it } from "vitest";
import { hrefWithCursor, parseAsStatusFilter, statusOf } from "./list-params";

describe("parseAsStatusFilter", () => {
  const parser = parseAsStatusFilter(APPLICATION_STATUSES);

  it("reads a known status, and anything else as all", () => {
    expect(parser.parseServerSide("pending")).toBe("pending");
    expect(parser.parseServerSide("all")).toBe("all");
    expect(parser.parseServerSide("bogus")).toBe("all");
    expect(parser.parseServerSide("PENDING")).toBe("all");
    expect(parser.parseServerSide(undefined)).toBe("all");
  });

  it("turns all into no status for the API", () => {
    expect(statusOf("all")).toBeUndefined();
    expect(statusOf("accepted")).toBe("accepted");
  });
});

describe("hrefWithCursor", () => {
  it("sets one cursor, removes the other and keeps the rest of the URL", () => {
    expect(hrefWithCursor("/internships?q=react&before=old", { after: "next", before: null })).toBe(
      "/internships?q=react&after=next",
    );
    expect(hrefWithCursor("/applications?filter=pending&after=x", { before: "prev", after: null })).toBe(
      "/applications?filter=pending&before=prev",
    );
  });
});
