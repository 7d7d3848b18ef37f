import type { AdminStudentUpdateInput } from "@internpath/shared/admin-accounts-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";
import { markAccountsStale } from "./remove-from-lists";

export type UpdateAdminStudentInput = { id: string; values: AdminStudentUpdateInput };

export async function updateAdminStudent({ id, values }: UpdateAdminStudentInput) {
  const { student } = await api.call("PATCH /api/admin/students/:id", { params: { id }, body: values });
  return student;
}

export function useUpdateAdminStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminStudent,
    onSuccess: (student) => {
      markAccountsStale(queryClient, adminAccountsKeys.students());
      void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.student(student.id) });
    },
  });
}
