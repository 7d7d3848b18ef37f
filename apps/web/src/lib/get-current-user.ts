import type { CurrentUser } from "@internpath/shared/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "./api-client";
import { currentUserKeys } from "./query-keys";

/** The signed-in user, or null when there is no session. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { user } = await api.call("GET /api/me", {});
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserKeys.all, queryFn: getCurrentUser, staleTime: 60_000 });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
