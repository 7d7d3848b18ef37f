import type { AdminCompanyCreateInput } from "@internpath/shared/admin-accounts-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";
import { markAccountsStale } from "./remove-from-lists";

export async function createAdminCompany(input: AdminCompanyCreateInput) {
  const { company } = await api.call("POST /api/admin/companies", { body: input });
  return company;
}

/** Adds a company account; the server mails it a link to set its password. */
export function useCreateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminCompany,
    onSuccess: () => markAccountsStale(queryClient, adminAccountsKeys.companies()),
  });
}
