import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { currentUserKeys, profileKeys } from "@/lib/query-keys";
import type { ProfileUpdate } from "../utils/profile-form";

export async function updateProfile(input: ProfileUpdate) {
  const { profile } = await api.call("PATCH /api/profile", { body: input });
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      // The top bar shows the name (and company name) from /api/me.
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
