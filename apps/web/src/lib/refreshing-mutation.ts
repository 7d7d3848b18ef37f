import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A mutation after which every query under `staleKeys` is refetched: those on screen at once, the others
 * when next shown. For the many writes whose only follow-up is "what these screens show has changed".
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of staleKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
