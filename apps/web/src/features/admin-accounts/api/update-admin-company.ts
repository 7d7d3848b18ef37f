import type { AdminCompanyUpdateInput } from "@internpath/shared/admin-accounts-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";
import { markAccountsStale } from "./remove-from-lists";

export type UpdateAdminCompanyInput = { id: string; values: AdminCompanyUpdateInput };

export async function updateAdminCompany({ id, values }: UpdateAdminCompanyInput) {
  const { company } = await api.call("PATCH /api/admin/companies/:id", { params: { id }, body: values });
  return company;
}

export function useUpdateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminCompany,
    onSuccess: (company) => {
      markAccountsStale(queryClient, adminAccountsKeys.companies());
      void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.company(company.id) });
    },
  });
}
