/**
 * What a screen adds to a mutation hook. These run with the mutation itself, so they still run when
 * the component that started it is gone (a deleted row unmounts before `mutate`'s own callbacks fire).
 */
export type MutationConfig<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};

/**
 * A mutation hook's callbacks: its own follow-up on success (updating the cache), then the screen's; the
 * screen's on error. `useMutation({ mutationFn, ...withScreenCallbacks(config, onSuccess) })`.
 */
export function withScreenCallbacks<TData, TVariables>(
  config: MutationConfig<TData, TVariables>,
  onSuccess: (data: TData, variables: TVariables) => void,
) {
  return {
    onError: config.onError,
    onSuccess: (data: TData, variables: TVariables) => {
      onSuccess(data, variables);
      config.onSuccess?.(data, variables);
    },
  };
}
