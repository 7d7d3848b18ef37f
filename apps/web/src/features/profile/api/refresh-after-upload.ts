import { useQueryClient } from "@tanstack/react-query";
import { currentUserKeys, profileKeys } from "@/lib/query-keys";

/** An upload changed the profile's photo, logo or resume: reload the profile and the top bar's user. */
export function useRefreshAfterUpload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
    ]);
}
