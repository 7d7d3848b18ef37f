import type { Page } from "@internpath/shared/api-types";
import type { reasonSchema, settingsUpdateSchema } from "@internpath/shared/trust-schemas";
import type {
  ApprovalQueueItem,
  AuditEntry,
  CompanyVerificationState,
  ReportGroup,
  ReportResolution,
  TrustSettings,
} from "@internpath/shared/trust-types";
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
    queryFn: ({ signal }) => api.get<{ settings: TrustSettings }>("/api/admin/settings", { signal }),
    select: (data) => data.settings,
    meta: { errorMessage: "Failed to load the settings" },
  });
}

export function useUpdateTrustSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: z.input<typeof settingsUpdateSchema>) =>
      api.patch<{ settings: TrustSettings }>("/api/admin/settings", settings),
    onSuccess: (data) => {
      queryClient.setQueryData(trustKeys.settings(), data);
      void queryClient.invalidateQueries({ queryKey: [...trustKeys.all, "audit"] });
    },
  });
}

export function useApprovalQueue() {
  return useQuery({
    queryKey: trustKeys.approvals(),
    queryFn: ({ signal }) => api.get<{ items: ApprovalQueueItem[] }>("/api/admin/approvals", { signal }),
    meta: { errorMessage: "Failed to load the approval queue" },
  });
}

export type CompanyDecision = "approve" | "reject" | "revoke";

/** Why an admin rejects or revokes a company, or hides a posting. */
type ReasonBody = z.input<typeof reasonSchema>;

export function useDecideCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: CompanyDecision } & Partial<ReasonBody>) =>
      api.post<{ company: CompanyVerificationState }>(
        `/api/admin/companies/${encodeURIComponent(id)}/${decision}`,
        decision === "approve" ? undefined : { reason },
      ),
    onSuccess: () => {
      for (const queryKey of [trustKeys.all, internshipsKeys.all, adminAccountsKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useReportQueue(cursor: PageCursor) {
  return useQuery({
    queryKey: trustKeys.reports(cursor),
    queryFn: ({ signal }) =>
      api.get<{ items: ReportGroup[]; nextCursor: string | null }>("/api/admin/reports", {
        params: cursor,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to load reported postings" },
  });
}

export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      internshipId,
      outcome,
      reason,
    }: {
      internshipId: string;
      outcome: "dismiss" | "hide";
    } & Partial<ReasonBody>) =>
      api.post<{ resolution: ReportResolution }>(
        `/api/admin/reports/${encodeURIComponent(internshipId)}/${outcome}`,
        outcome === "hide" ? { reason } : undefined,
      ),
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
    queryFn: ({ signal }) => api.get<Omit<Page<AuditEntry>, "total">>("/api/admin/audit", { params, signal }),
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
