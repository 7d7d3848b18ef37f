import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { myApplicationsKeys } from "@/lib/query-keys";

/** Every recorded status change of the viewer's application, oldest first (docs/product.md, "No ghosting"). */
export function useApplicationHistory(applicationId: string, updatedAt: string) {
  return useQuery({
    // The application's last change is part of the key: a new status reloads its history.
    queryKey: [...myApplicationsKeys.history(applicationId), updatedAt],
    queryFn: ({ signal }) =>
      api.call("GET /api/applications/:id/history", { params: { id: applicationId }, signal }),
    meta: { errorMessage: "Failed to load the application's history" },
  });
}
