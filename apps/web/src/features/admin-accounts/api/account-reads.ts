import { useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { apiPageQuery, apiQuery } from "@/lib/api-query";
import { adminAccountsKeys } from "@/lib/query-keys";

/** The admin's reads of accounts: the lists, one account, the dashboard's counts and administrators. */

/** A missing account is explained on its page ('Company not found'); anything else also toasts. */
const isNotFound = (error: Error) => isApiError(error, "NOT_FOUND");

/** The dashboard lists the newest administrators; there are few. */
export const ADMINS_SHOWN = 20;

/** One page of companies; the last page stays on screen while the next loads. */
export const useAdminCompanies = apiPageQuery(
  "GET /api/admin/companies",
  adminAccountsKeys.companyList,
  "Failed to load companies",
).use;

export const useAdminStudents = apiPageQuery(
  "GET /api/admin/students",
  adminAccountsKeys.studentList,
  "Failed to load students",
).use;

/** The company profile page (and the edit form's starting values). */
export const useAdminCompany = apiQuery({
  route: "GET /api/admin/companies/:id",
  queryKey: adminAccountsKeys.company,
  request: (id: string) => ({ params: { id } }),
  errorMessage: "Failed to load company data",
  isExpectedError: isNotFound,
}).use;

const adminStudent = apiQuery({
  route: "GET /api/admin/students/:id",
  queryKey: adminAccountsKeys.student,
  request: (id: string) => ({ params: { id } }),
  errorMessage: "Failed to load students",
  isExpectedError: isNotFound,
});

/** The student page, the profile modal and the edit form's starting values. */
export function useAdminStudent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminStudent.options(id), enabled });
}

/** The dashboard's Activity Summary. */
export const useAdminStats = apiQuery({
  route: "GET /api/admin/stats",
  queryKey: adminAccountsKeys.stats,
  errorMessage: "Failed to load dashboard statistics",
}).use;

export const useAdmins = apiQuery({
  route: "GET /api/admin/admins",
  queryKey: adminAccountsKeys.admins,
  request: () => ({ query: { limit: ADMINS_SHOWN } }),
  errorMessage: "Failed to load administrators",
}).use;
