import { apiQuery } from "@/lib/api-query";
import { companyInternshipsKeys } from "@/lib/query-keys";

const editableInternship = apiQuery({
  route: "GET /api/internships/:id/edit",
  queryKey: companyInternshipsKeys.editable,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.internship,
  errorMessage: "Failed to load internship details",
  // The form starts from what is stored now, not from a copy cached earlier.
  staleTime: 0,
});

export const getEditableInternshipQueryOptions = editableInternship.options;
export const useEditableInternship = editableInternship.use;
