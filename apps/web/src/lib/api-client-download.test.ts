// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

describe("api.download", () => {
  it("fetches a declared route's file by its key, its query in the URL, named as the server names it", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response("a,b\n", {
          headers: { "Content-Disposition": 'attachment; filename="company_applications_1.csv"' },
        }),
      ),
    );
    vi.stubGlobal("fetch", fetch);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:file");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const name = await api.download("GET /api/company/applications/export", {
      query: { q: "ada", status: "pending", internshipId: undefined },
      accept: "text/csv",
      fallbackName: "fallback.csv",
    });
    expect(name).toBe("company_applications_1.csv");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/company/applications/export?q=ada&status=pending");
    expect(init.method).toBe("GET");
    expect(new Headers(init.headers).get("Accept")).toBe("text/csv");
  });
});
