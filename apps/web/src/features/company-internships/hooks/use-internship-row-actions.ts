import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { useDeleteInternship } from "../api/delete-internship";
import { nextToggleStatus, useUpdateInternshipStatus } from "../api/update-internship-status";

/** Open/Close and Delete (with its inline confirmation) for one internship of the list. */
export function useInternshipRowActions(row: CompanyInternshipRow, onDeleted?: () => void) {
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);

  const updateStatus = useUpdateInternshipStatus({
    onSuccess: (internship) =>
      toast.success(internship.status === "open" ? "Internship opened" : "Internship closed"),
    onError: () => toast.error("Failed to update status"),
  });
  const remove = useDeleteInternship({
    onSuccess: () => {
      toast.success("Internship deleted successfully");
      onDeleted?.();
    },
    onError: () => toast.error("Failed to delete internship"),
  });

  return {
    nextStatus: nextToggleStatus(row.status),
    toggleStatus: () => updateStatus.mutate({ id: row.id, status: nextToggleStatus(row.status) }),
    isTogglingStatus: updateStatus.isPending,
    isConfirmingDelete,
    deleteButtonRef,
    askToDelete: () => setConfirmingDelete(true),
    cancelDelete: () => {
      setConfirmingDelete(false);
      // The Delete button is back once the confirmation is gone.
      requestAnimationFrame(() => deleteButtonRef.current?.focus());
    },
    confirmDelete: () => remove.mutate(row.id),
    isDeleting: remove.isPending,
  };
}

export type InternshipRowActions = ReturnType<typeof useInternshipRowActions>;
