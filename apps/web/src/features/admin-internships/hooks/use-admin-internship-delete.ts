import { useInternshipDelete } from "@/hooks/use-internship-delete";
import { useDeleteInternship } from "../api/delete-internship";

/** Delete (with its confirmation) for one internship, by the admin's DELETE. */
export function useAdminInternshipDelete(id: string, onDeleted?: () => void) {
  return useInternshipDelete(id, useDeleteInternship, onDeleted);
}
