import type { StudentApplication } from "@internpath/shared/api-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getInternshipQueryKey } from "@/features/internships/api/get-internship";
import { api } from "@/lib/api-client";
import { myApplicationsQueryKey } from "./get-my-applications";

export type CreateApplicationInput = { internshipId: string; coverLetter: string | null };

export function createApplication(input: CreateApplicationInput) {
  return api.post<{ application: StudentApplication }>("/api/applications", input);
}

/**
 * Resolves once My Applications, the dashboard and the internship's page (its timeline and
 * Apply button) have refetched.
 */
export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: (_data, { internshipId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myApplicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getInternshipQueryKey(internshipId) }),
      ]),
  });
}
