import type { Profile } from "@internpath/shared/profile-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "@/features/auth/api/get-current-user";
import { api } from "@/lib/api-client";
import type { ProfileUpdate } from "../utils/profile-form";
import { profileQueryKey } from "./get-profile";

export async function updateProfile(input: ProfileUpdate): Promise<Profile> {
  const { profile } = await api.patch<{ profile: Profile }>("/api/profile", input);
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The top bar shows the name (and company name) from /api/me.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
