import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, getErrorMessage, isApiError, toApiError } from "./api-client";

function respondWith(response: Response | Error) {
  const fetch = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("toApiError", () => {
  it("keeps the server's code, message and field errors", () => {
    const error = toApiError(422, {
      error: { code: "VALIDATION_FAILED", message: "Check the form", fields: { title: "Title is required" } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "VALIDATION_FAILED",
      message: "Check the form",
      fields: { title: "Title is required" },
    });
  });

  it("names a body of another shape by whose fault it was", () => {
    expect(toApiError(502, "<html>Bad gateway</html>")).toMatchObject({
      code: "INTERNAL",
      message: "Something went wrong. Please try again.",
      fields: {},
    });
    expect(toApiError(413, { error: "too large" }, "Upload failed")).toMatchObject({
      code: "BAD_REQUEST",
      message: "Upload failed",
    });
  });
});

describe("api", () => {
  it("sends JSON with the session cookie and leaves empty parameters out", async () => {
    const fetch = respondWith(json({ ok: true }));
    await expect(
      api.post("/api/things", { name: "x" }, { params: { q: "a b", empty: "", none: undefined, page: 2 } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/things?q=a+b&page=2");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"name":"x"}' });
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("answers undefined for an empty body", async () => {
    respondWith(new Response(null, { status: 204 }));
    await expect(api.post("/api/things/1/archive")).resolves.toBeUndefined();
  });

  it("throws the server's error as an ApiError", async () => {
    respondWith(json({ error: { code: "NOT_FOUND", message: "Internship not found" } }, 404));
    const error = await api.get("/api/internships/1").catch((caught: unknown) => caught);
    expect(isApiError(error, "NOT_FOUND")).toBe(true);
    expect(error).toMatchObject({ status: 404, message: "Internship not found" });
  });

  it("throws a generic ApiError when a failure has no JSON body", async () => {
    respondWith(new Response("Internal Server Error", { status: 500 }));
    await expect(api.get("/api/me")).rejects.toMatchObject({
      status: 500,
      code: "INTERNAL",
      message: "Something went wrong. Please try again.",
    });
  });

  it("turns an unreachable server into a NETWORK_ERROR", async () => {
    respondWith(new TypeError("Failed to fetch"));
    await expect(api.get("/api/me")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: "Could not reach the server. Check your connection and try again.",
    });
  });

  it("lets a cancelled request reject as the AbortError it is", async () => {
    respondWith(new DOMException("The operation was aborted", "AbortError"));
    await expect(api.get("/api/me")).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("getErrorMessage", () => {
  it("shows an ApiError's message and a fallback for anything else", () => {
    expect(getErrorMessage(new ApiError(409, "CONFLICT", "Already applied"))).toBe("Already applied");
    expect(getErrorMessage(new Error("boom"))).toBe("Something went wrong. Please try again.");
    expect(getErrorMessage("boom", "Upload failed")).toBe("Upload failed");
  });
});

describe("isApiError", () => {
  it("checks the code only when one is given", () => {
    const error = new ApiError(0, "NETWORK_ERROR", "offline");
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, "NETWORK_ERROR")).toBe(true);
    expect(isApiError(error, "NOT_FOUND")).toBe(false);
    expect(isApiError(new Error("offline"))).toBe(false);
  });
});
