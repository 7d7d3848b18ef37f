import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { adminApplicationsKeys } from "@/lib/query-keys";

const adminApplication = apiQuery({
  route: "GET /api/admin/applications/:id",
  queryKey: adminApplicationsKeys.detail,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.application,
});

export const getAdminApplicationQueryOptions = adminApplication.options;

/** Everything the Application Details modal and page show. */
export function useAdminApplication(id: string | null) {
  return useQuery({ ...adminApplication.options(id ?? ""), enabled: Boolean(id) });
}
