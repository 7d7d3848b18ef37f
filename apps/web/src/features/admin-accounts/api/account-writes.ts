import type {
  AdminCompanyCreateInput,
  AdminCompanyUpdateInput,
  AdminInviteInput,
  AdminStudentCreateInput,
  AdminStudentUpdateInput,
} from "@internpath/shared/admin-accounts-schemas";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/**
 * Adding and editing accounts. Each write makes its list (with the account's own page under it) and the
 * counts stale. A new company or student gets an email to set a password; so does a new administrator.
 */

const companiesChanged = [adminAccountsKeys.companies(), adminAccountsKeys.stats()];
const studentsChanged = [adminAccountsKeys.students(), adminAccountsKeys.stats()];

export function useCreateAdminCompany() {
  return useRefreshingMutation(
    async (body: AdminCompanyCreateInput) => (await api.call("POST /api/admin/companies", { body })).company,
    companiesChanged,
  );
}

export function useUpdateAdminCompany() {
  return useRefreshingMutation(
    async ({ id, values }: { id: string; values: AdminCompanyUpdateInput }) =>
      (await api.call("PATCH /api/admin/companies/:id", { params: { id }, body: values })).company,
    companiesChanged,
  );
}

export function useCreateAdminStudent() {
  return useRefreshingMutation(
    async (body: AdminStudentCreateInput) => (await api.call("POST /api/admin/students", { body })).student,
    studentsChanged,
  );
}

export function useUpdateAdminStudent() {
  return useRefreshingMutation(
    async ({ id, values }: { id: string; values: AdminStudentUpdateInput }) =>
      (await api.call("PATCH /api/admin/students/:id", { params: { id }, body: values })).student,
    studentsChanged,
  );
}

export function useInviteAdmin() {
  return useRefreshingMutation(
    async (body: AdminInviteInput) => (await api.call("POST /api/admin/admins", { body })).admin,
    [adminAccountsKeys.admins(), adminAccountsKeys.stats()],
  );
}
