import { apiQuery } from "@/lib/api-query";
import { authKeys } from "@/lib/query-keys";

/** Which sign-in providers and helpers this server offers. */
const publicConfig = apiQuery({
  route: "GET /api/config",
  queryKey: authKeys.publicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export const getPublicConfigQueryOptions = publicConfig.options;
export const usePublicConfig = publicConfig.use;
