import type { reasonSchema, settingsUpdateSchema } from "@internpath/shared/trust-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { apiPageQuery, apiQuery } from "@/lib/api-query";
import {
  adminAccountsKeys,
  adminInternshipsKeys,
  internshipsKeys,
  type PageCursor,
  trustKeys,
} from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** The admin's trust screens: settings, the approval queue, reported postings and the audit log. */

const trustSettings = apiQuery({
  route: "GET /api/admin/settings",
  queryKey: trustKeys.settings,
  select: (answer) => answer.settings,
  errorMessage: "Failed to load the settings",
});

export const useTrustSettings = trustSettings.use;

export function useUpdateTrustSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: z.input<typeof settingsUpdateSchema>) =>
      api.call("PATCH /api/admin/settings", { body: settings }),
    onSuccess: (data) => {
      queryClient.setQueryData(trustSettings.options().queryKey, data);
      void queryClient.invalidateQueries({ queryKey: [...trustKeys.all, "audit"] });
    },
  });
}

export const useApprovalQueue = apiQuery({
  route: "GET /api/admin/approvals",
  queryKey: trustKeys.approvals,
  errorMessage: "Failed to load the approval queue",
}).use;

/** Why an admin rejects or revokes a company, or hides a posting. */
type ReasonBody = z.input<typeof reasonSchema>;

/** Approving takes no reason; rejecting and revoking need one, which the company reads. */
export type CompanyDecisionInput =
  | { id: string; decision: "approve" }
  | ({ id: string; decision: "reject" | "revoke" } & ReasonBody);

function decideCompany(input: CompanyDecisionInput) {
  const params = { id: input.id };
  if (input.decision === "approve") return api.call("POST /api/admin/companies/:id/approve", { params });
  return api.call(`POST /api/admin/companies/:id/${input.decision}`, {
    params,
    body: { reason: input.reason },
  });
}

export function useDecideCompany() {
  return useRefreshingMutation(decideCompany, [trustKeys.all, internshipsKeys.all, adminAccountsKeys.all]);
}

/** The reports queue only pages forward. */
export const useReportQueue = apiQuery({
  route: "GET /api/admin/reports",
  queryKey: trustKeys.reports,
  request: ({ after }: Pick<PageCursor, "after">) => ({ query: { after } }),
  errorMessage: "Failed to load reported postings",
  keepPreviousPage: true,
}).use;

/** Dismissing takes no reason; hiding needs one, which the posting's company reads. */
export type ReportsOutcomeInput =
  | { internshipId: string; outcome: "dismiss" }
  | ({ internshipId: string; outcome: "hide" } & ReasonBody);

function resolveReports(input: ReportsOutcomeInput) {
  const params = { internshipId: input.internshipId };
  if (input.outcome === "dismiss") {
    return api.call("POST /api/admin/reports/:internshipId/dismiss", { params });
  }
  return api.call("POST /api/admin/reports/:internshipId/hide", { params, body: { reason: input.reason } });
}

export function useResolveReports() {
  return useRefreshingMutation(resolveReports, [
    trustKeys.all,
    internshipsKeys.all,
    adminInternshipsKeys.all,
  ]);
}

export const useAuditLog = apiPageQuery(
  "GET /api/admin/audit",
  trustKeys.audit,
  "Failed to load the audit log",
).use;

/** The administrators, for the audit log's "by admin" filter (a handful of accounts). */
export const useAdminsForFilter = apiQuery({
  route: "GET /api/admin/admins",
  queryKey: trustKeys.adminsForFilter,
  request: () => ({ query: { limit: 100 } }),
  select: (page) => page.items,
  staleTime: 5 * 60_000,
}).use;
