import type { CompanyApplicationsPage } from "@internpath/shared/api-types";
import type { ApplicationStatusState } from "@internpath/shared/decision-answers";
import type { ApplicationStatusChangeInput } from "@internpath/shared/decision-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type MutationConfig, withScreenCallbacks } from "@/lib/mutation-config";
import { companyApplicationsKeys, dashboardKeys } from "@/lib/query-keys";

export type UpdateApplicationStatusInput = ApplicationStatusChangeInput & { id: string };

/** Start Review applies at once; Accept and Reject come back waiting, with their undo window. */
export async function updateApplicationStatus({ id, ...change }: UpdateApplicationStatusInput) {
  const { application } = await api.call("PATCH /api/applications/:id/status", {
    params: { id },
    body: change,
  });
  return application;
}

/** The page with these applications in their new state (status, time, decision), and the counts moved with them. */
export function withStates(
  page: CompanyApplicationsPage,
  states: readonly ApplicationStatusState[],
): CompanyApplicationsPage {
  const byId = new Map(states.map((state) => [state.id, state]));
  if (!page.items.some((item) => byId.has(item.id))) return page;
  const counts = { ...page.counts };
  const items = page.items.map((item) => {
    const state = byId.get(item.id);
    if (!state) return item;
    if (item.status !== state.status) {
      counts[item.status] = Math.max(0, counts[item.status] - 1);
      counts[state.status] += 1;
    }
    return { ...item, status: state.status, updatedAt: state.updatedAt, decision: state.decision };
  });
  return { ...page, counts, items };
}

/** Puts what the server answered into every cached page of the review list, and marks the rest stale. */
export function useApplyStates() {
  const queryClient = useQueryClient();
  return (states: readonly ApplicationStatusState[]) => {
    queryClient.setQueriesData<CompanyApplicationsPage>(
      { queryKey: companyApplicationsKeys.lists() },
      (page) => page && withStates(page, states),
    );
    for (const queryKey of [companyApplicationsKeys.lists(), dashboardKeys.all]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
    }
  };
}

/**
 * The application changes in place and keeps its spot, even when it no longer matches the status
 * filter; the list is marked stale and reloads when next shown.
 */
export function useUpdateApplicationStatus(
  config: MutationConfig<ApplicationStatusState, UpdateApplicationStatusInput> = {},
) {
  const applyStates = useApplyStates();
  return useMutation({
    mutationFn: updateApplicationStatus,
    ...withScreenCallbacks(config, (application, _variables) => {
      applyStates([application]);
    }),
  });
}
