import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

type RefreshOptions = {
  /**
   * Stay pending until the queries on screen have refetched, so a control can show the new state from the
   * click until fresh data arrives (a bookmark toggle).
   */
  waitForRefetch?: boolean;
};

/**
 * A mutation after which every query under `staleKeys` is refetched: those on screen at once, the others
 * when next shown. For the many writes whose only follow-up is "what these screens show has changed".
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: readonly QueryKey[],
  { waitForRefetch = false }: RefreshOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const refetched = staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }));
      if (waitForRefetch) await Promise.all(refetched);
    },
  });
}
