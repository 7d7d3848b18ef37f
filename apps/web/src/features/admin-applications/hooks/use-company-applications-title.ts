import { companyNameOf } from "@/lib/format";
import { useAdminApplications } from "../api/get-admin-applications";
import { useAdminApplicationsParams } from "./use-admin-applications-params";

/**
 * "Applications to {company}": the company's name comes with the list's answer (its filter label), so
 * the heading needs no request of its own; the list's query is shared, not repeated.
 */
export function useCompanyApplicationsTitle(companyId: string): string {
  const params = useAdminApplicationsParams({ fixedCompanyId: companyId });
  const { data } = useAdminApplications(params.queryParams);
  if (!data) return "Company Applications";
  return `Applications to ${companyNameOf(data.filterLabels.company)}`;
}
