import type { EditableInternship } from "@internpath/shared/api-types";
import type { InternshipValues } from "@internpath/shared/internship-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyInternshipsKeys, RELATED_QUERY_KEYS } from "./query-keys";

export async function createInternship(input: InternshipValues) {
  const { internship } = await api.post<{ internship: EditableInternship }>("/api/internships", input);
  return internship;
}

export function useCreateInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternship,
    onSuccess: async () => {
      for (const queryKey of RELATED_QUERY_KEYS) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
      await queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists() });
    },
  });
}
