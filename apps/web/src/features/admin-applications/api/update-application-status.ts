import type { AdminApplicationPage } from "@internpath/shared/admin-application-answers";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminApplicationsKeys, companyApplicationsKeys, dashboardKeys } from "@/lib/query-keys";
import { getAdminApplicationQueryOptions } from "./get-admin-application";

/** An admin sets any status through the same endpoint companies use (it records and notifies). */
export async function updateApplicationStatus({ id, status }: { id: string; status: ApplicationStatus }) {
  const { application } = await api.call("PATCH /api/applications/:id/status", {
    params: { id },
    body: { status },
  });
  return application;
}

/** The row and the open details change in place; the lists reload when next shown. */
export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminApplicationPage>({ queryKey: adminApplicationsKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.id === updated.id
                  ? { ...item, status: updated.status, updatedAt: updated.updatedAt }
                  : item,
              ),
            }
          : page,
      );
      queryClient.setQueryData(getAdminApplicationQueryOptions(updated.id).queryKey, (detail) =>
        detail
          ? { application: { ...detail.application, status: updated.status, updatedAt: updated.updatedAt } }
          : detail,
      );
      for (const queryKey of [
        adminApplicationsKeys.lists(),
        companyApplicationsKeys.all,
        dashboardKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
    },
  });
}
