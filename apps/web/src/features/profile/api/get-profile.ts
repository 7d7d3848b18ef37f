import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "@/lib/query-keys";

export async function getProfile() {
  const { profile } = await api.call("GET /api/profile", {});
  return profile;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
