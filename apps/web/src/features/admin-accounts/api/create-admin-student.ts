import type { AdminStudentCreateInput } from "@internpath/shared/admin-accounts-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";
import { markAccountsStale } from "./remove-from-lists";

export async function createAdminStudent(input: AdminStudentCreateInput) {
  const { student } = await api.call("POST /api/admin/students", { body: input });
  return student;
}

/** Adds a student account; the server mails a link to set a password. */
export function useCreateAdminStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminStudent,
    onSuccess: () => markAccountsStale(queryClient, adminAccountsKeys.students()),
  });
}
