import type { Page } from "@internpath/shared/api-types";
import type { reasonSchema, settingsUpdateSchema } from "@internpath/shared/trust-schemas";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import {
  type AuditLogParams,
  adminAccountsKeys,
  adminInternshipsKeys,
  internshipsKeys,
  type PageCursor,
  trustKeys,
} from "@/lib/query-keys";

/** The admin's trust screens: settings, the approval queue, reported postings and the audit log. */

export function useTrustSettings() {
  return useQuery({
    queryKey: trustKeys.settings(),
    queryFn: ({ signal }) => api.call("GET /api/admin/settings", { signal }),
    select: (data) => data.settings,
    meta: { errorMessage: "Failed to load the settings" },
  });
}

export function useUpdateTrustSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: z.input<typeof settingsUpdateSchema>) =>
      api.call("PATCH /api/admin/settings", { body: settings }),
    onSuccess: (data) => {
      queryClient.setQueryData(trustKeys.settings(), data);
      void queryClient.invalidateQueries({ queryKey: [...trustKeys.all, "audit"] });
    },
  });
}

export function useApprovalQueue() {
  return useQuery({
    queryKey: trustKeys.approvals(),
    queryFn: ({ signal }) => api.call("GET /api/admin/approvals", { signal }),
    meta: { errorMessage: "Failed to load the approval queue" },
  });
}

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCompany,
    onSuccess: () => {
      for (const queryKey of [trustKeys.all, internshipsKeys.all, adminAccountsKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** The reports queue only pages forward. */
export function useReportQueue(cursor: Pick<PageCursor, "after">) {
  return useQuery({
    queryKey: trustKeys.reports(cursor),
    queryFn: ({ signal }) => api.call("GET /api/admin/reports", { query: cursor, signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to load reported postings" },
  });
}

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReports,
    onSuccess: () => {
      for (const queryKey of [trustKeys.all, internshipsKeys.all, adminInternshipsKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: trustKeys.audit(params),
    queryFn: ({ signal }) => api.call("GET /api/admin/audit", { query: params, signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to load the audit log" },
  });
}

/** The administrators, for the audit log's "by admin" filter (a handful of accounts). */
export function useAdminsForFilter() {
  return useQuery({
    queryKey: [...trustKeys.all, "admins"],
    queryFn: ({ signal }) =>
      api.get<Page<{ id: string; fullName: string; email: string }>>("/api/admin/admins", {
        params: { limit: 100 },
        signal,
      }),
    select: (page) => page.items,
    staleTime: 5 * 60_000,
  });
}
