import type { Profile } from "@internpath/shared/profile-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileKeys } from "@/lib/query-keys";

export async function getProfile(): Promise<Profile> {
  const { profile } = await api.get<{ profile: Profile }>("/api/profile");
  return profile;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.all, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
