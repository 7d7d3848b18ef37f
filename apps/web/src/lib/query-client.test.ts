import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, shouldRetry } from "./query-client";

vi.mock("react-hot-toast", () => ({ default: { error: vi.fn() } }));

describe("shouldRetry", () => {
  it("never asks again after a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError(404, "NOT_FOUND", "Not found"))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, "UNAUTHORIZED", "Sign in"))).toBe(false);
  });

  it("asks twice more after a server error, a network error or anything else", () => {
    for (const error of [
      new ApiError(503, "INTERNAL", "Down"),
      new ApiError(0, "NETWORK_ERROR", "Offline"),
      new TypeError("boom"),
    ]) {
      expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false]);
    }
  });

  it("is the query client's retry rule, and mutations are never retried", () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.retry).toBe(shouldRetry);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe("failed-query toasts", () => {
  const notFound = new ApiError(404, "NOT_FOUND", "Not found");
  afterEach(() => vi.mocked(toast.error).mockClear());

  function fail(
    client: ReturnType<typeof createQueryClient>,
    key: string,
    meta?: Parameters<typeof client.fetchQuery>[0]["meta"],
  ) {
    return client
      .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(notFound), meta, staleTime: 0 })
      .catch(() => undefined);
  }

  it("toasts the query's error message, with the message as the toast's id", async () => {
    await fail(createQueryClient(), "a", { errorMessage: "Failed to load internships" });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("Failed to load internships", {
      id: "Failed to load internships",
    });
  });

  it("stays quiet for a query without a message and for a failure the screen explains itself", async () => {
    const client = createQueryClient();
    await fail(client, "a");
    await fail(client, "b", {
      errorMessage: "Failed to load internship details",
      isExpectedError: () => true,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts again when a refetch fails while older data is still shown", async () => {
    const client = createQueryClient();
    client.setQueryData(["a"], "older data");
    await fail(client, "a", { errorMessage: "Failed to load bookmarks" });
    expect(client.getQueryData(["a"])).toBe("older data");
    await fail(client, "a", { errorMessage: "Failed to load bookmarks" });
    expect(toast.error).toHaveBeenCalledTimes(2);
  });
});
