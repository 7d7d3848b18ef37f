import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { currentUserKeys } from "@/lib/query-keys";
import type { ProfileUpdate } from "../utils/profile-form";
import { getProfileQueryOptions } from "./get-profile";

export async function updateProfile(input: ProfileUpdate) {
  const { profile } = await api.call("PATCH /api/profile", { body: input });
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, { profile });
      // The top bar shows the name (and company name) from /api/me.
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
