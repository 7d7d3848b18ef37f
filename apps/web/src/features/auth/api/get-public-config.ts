import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { authKeys } from "@/lib/query-keys";

export function getPublicConfig() {
  return api.call("GET /api/config", {});
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.publicConfig(),
    queryFn: getPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Which sign-in providers and helpers this server offers. */
export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
