import { type QueryMeta as AppQueryMeta, QueryCache, QueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { ApiError } from "./api-client";

type ErrorToastMeta = {
  /** Toasted when the query fails. */
  errorMessage?: string;
  /** Failures the screen explains itself (an internship that is not found) are not toasted. */
  isExpectedError?: (error: Error) => boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorToastMeta;
  }
}

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Every failed fetch of a query with `meta.errorMessage` toasts it, a failed background refetch too (the
 * screen may still show the older data). The message is the toast's id, so several parts of a page that
 * fail together show one toast.
 */
export function toastQueryError(error: Error, meta: AppQueryMeta | undefined) {
  const message = meta?.errorMessage;
  if (!message || meta.isExpectedError?.(error)) return;
  toast.error(message, { id: message });
}

/**
 * The app's query client. The server's renderer (`forServer`) neither toasts a failure nor asks again:
 * a page whose data does not load is left to the browser.
 */
export function createQueryClient({ forServer = false } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!forServer) toastQueryError(error, query.meta);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: forServer ? false : shouldRetry },
      mutations: { retry: false },
    },
  });
}
