import type { createApplicationSchema } from "@internpath/shared/application-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { internshipsKeys, myApplicationsKeys } from "@/lib/query-keys";

export type CreateApplicationInput = z.input<typeof createApplicationSchema>;

export function createApplication(input: CreateApplicationInput) {
  return api.call("POST /api/applications", { body: input });
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
        queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: internshipsKeys.detail(internshipId) }),
      ]),
  });
}
