import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyInternshipsKeys } from "@/lib/query-keys";

export async function getEditableInternship(id: string, signal?: AbortSignal) {
  const { internship } = await api.call("GET /api/internships/:id/edit", { params: { id }, signal });
  return internship;
}

export function getEditableInternshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyInternshipsKeys.editable(id),
    queryFn: ({ signal }) => getEditableInternship(id, signal),
    meta: { errorMessage: "Failed to load internship details" },
    // The form starts from what is stored now, not from a copy cached earlier.
    staleTime: 0,
  });
}

export function useEditableInternship(id: string) {
  return useQuery(getEditableInternshipQueryOptions(id));
}
