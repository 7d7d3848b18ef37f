import type { ReportInput } from "@internpath/shared/trust-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys } from "@/lib/query-keys";

/** POST /api/internships/:id/report: a student, once per internship (again: 409). */
export function reportInternship(id: string, input: ReportInput) {
  return api.call("POST /api/internships/:id/report", { params: { id }, body: input });
}

export function useReportInternship(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => reportInternship(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: internshipsKeys.detail(id) }),
  });
}
