/**
 * What a screen adds to a mutation hook. These run with the mutation itself, so they still run when
 * the component that started it is gone (a deleted row unmounts before `mutate`'s own callbacks fire).
 */
export type MutationConfig<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};
