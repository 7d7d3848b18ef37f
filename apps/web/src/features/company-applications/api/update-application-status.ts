import type { CompanyApplication } from "@internpath/shared/api-types";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyApplicationsKeys, dashboardKeys } from "@/lib/query-keys";
import type { CompanyApplicationsPage } from "./get-company-applications";

export type UpdateApplicationStatusInput = { id: string; status: ApplicationStatus };
type UpdatedApplication = Pick<CompanyApplication, "id" | "status" | "updatedAt">;

export async function updateApplicationStatus({ id, status }: UpdateApplicationStatusInput) {
  const { application } = await api.patch<{ application: UpdatedApplication }>(
    `/api/applications/${encodeURIComponent(id)}/status`,
    { status },
  );
  return application;
}

/** The page with one application moved to its new status, and the counts moved with it. */
export function withStatus(
  page: CompanyApplicationsPage,
  updated: UpdatedApplication,
): CompanyApplicationsPage {
  const previous = page.items.find((item) => item.id === updated.id);
  if (!previous) return page;
  const counts = { ...page.counts };
  if (previous.status !== updated.status) {
    counts[previous.status] = Math.max(0, counts[previous.status] - 1);
    counts[updated.status] += 1;
  }
  return {
    ...page,
    counts,
    items: page.items.map((item) =>
      item.id === updated.id ? { ...item, status: updated.status, updatedAt: updated.updatedAt } : item,
    ),
  };
}

type Config = {
  onSuccess?: (application: UpdatedApplication) => void;
  onError?: (error: Error) => void;
};

/**
 * The application changes in place and keeps its spot, even when it no longer matches the status
 * filter; the list is marked stale and reloads when next shown.
 */
export function useUpdateApplicationStatus(config: Config = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onError: config.onError,
    onSuccess: (application) => {
      queryClient.setQueriesData<CompanyApplicationsPage>(
        { queryKey: companyApplicationsKeys.lists() },
        (page) => page && withStatus(page, application),
      );
      for (const queryKey of [companyApplicationsKeys.lists(), dashboardKeys.all]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
      config.onSuccess?.(application);
    },
  });
}
