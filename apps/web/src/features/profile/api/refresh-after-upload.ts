import { useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "@/features/auth/api/get-current-user";
import { profileQueryKey } from "./get-profile";

/** An upload changed the profile's photo, logo or resume: reload the profile and the top bar's user. */
export function useRefreshAfterUpload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}
