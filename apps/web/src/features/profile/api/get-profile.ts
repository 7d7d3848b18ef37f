import { apiQuery } from "@/lib/api-query";
import { profileKeys } from "@/lib/query-keys";

const profile = apiQuery({
  route: "GET /api/profile",
  queryKey: () => profileKeys.all,
  select: (answer) => answer.profile,
});

export const getProfileQueryOptions = profile.options;
export const useProfile = profile.use;
