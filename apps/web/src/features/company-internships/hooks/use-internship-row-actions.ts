import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { useState } from "react";
import toast from "react-hot-toast";
import { useInternshipDelete } from "@/hooks/use-internship-delete";
import { getWaitingApplications, useCloseInternship, useConfirmStillOpen } from "../api/close-internship";
import { useDeleteInternship } from "../api/delete-internship";
import { nextToggleStatus, useUpdateInternshipStatus } from "../api/update-internship-status";

/** Open/Close and Delete (with its inline confirmation) for one internship of the list. */
export function useInternshipRowActions(row: CompanyInternshipRow, onDeleted?: () => void) {
  /** While the close dialog is open: how many applications still wait. */
  const [closingWaiting, setClosingWaiting] = useState<number | null>(null);
  const [isCheckingWaiting, setCheckingWaiting] = useState(false);
  const close = useCloseInternship();
  const confirmOpen = useConfirmStillOpen();
  const remove = useInternshipDelete(row.id, useDeleteInternship, onDeleted);

  const updateStatus = useUpdateInternshipStatus({
    onSuccess: (internship) =>
      toast.success(internship.status === "open" ? "Internship opened" : "Internship closed"),
    onError: () => toast.error("Failed to update status"),
  });

  return {
    nextStatus: nextToggleStatus(row.status),
    toggleStatus: async () => {
      if (row.status !== "open") {
        updateStatus.mutate({ id: row.id, status: nextToggleStatus(row.status) });
        return;
      }
      // Closing: applicants still waiting are resolved in a dialog first.
      setCheckingWaiting(true);
      try {
        const { waiting } = await getWaitingApplications(row.id);
        if (waiting > 0) setClosingWaiting(waiting);
        else updateStatus.mutate({ id: row.id, status: "closed" });
      } catch {
        toast.error("Failed to update status");
      } finally {
        setCheckingWaiting(false);
      }
    },
    isTogglingStatus: updateStatus.isPending || isCheckingWaiting,
    closingWaiting,
    cancelClose: () => setClosingWaiting(null),
    isClosing: close.isPending,
    confirmClose: (choice: { rejectRemaining: boolean; message: string | null }) =>
      close.mutate(
        { id: row.id, ...choice },
        {
          onSuccess: (answer) => {
            setClosingWaiting(null);
            toast.success(
              answer.rejected > 0
                ? `Internship closed; ${answer.rejected} ${answer.rejected === 1 ? "applicant is" : "applicants are"} told in a few seconds`
                : "Internship closed",
            );
          },
          onError: () => toast.error("Failed to close the internship"),
        },
      ),
    confirmStillOpen: () =>
      confirmOpen.mutate(row.id, {
        onSuccess: () => toast.success("Thanks: the internship stays open"),
        onError: () => toast.error("Failed to confirm"),
      }),
    isConfirmingOpen: confirmOpen.isPending,
    /** Delete, asked inline first. */
    remove,
  };
}

export type InternshipRowActions = ReturnType<typeof useInternshipRowActions>;
