import { useRef, useState } from "react";
import toast from "react-hot-toast";
import type { MutationConfig } from "@/lib/mutation-config";

type DeleteMutation = { mutate: (id: string) => void; isPending: boolean };

/**
 * Delete with its confirmation (a dialog or inline) for one internship, with the spec's toasts. The
 * feature brings its own DELETE hook (what it refreshes afterwards is its own).
 */
export function useInternshipDelete(
  id: string,
  useDeleteInternship: (config: MutationConfig<void, string>) => DeleteMutation,
  onDeleted?: () => void,
) {
  const [isConfirming, setConfirming] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteInternship({
    onSuccess: () => {
      toast.success("Internship deleted successfully");
      setConfirming(false);
      onDeleted?.();
    },
    onError: () => toast.error("Failed to delete internship"),
  });
  return {
    isConfirming,
    deleteButtonRef,
    ask: () => setConfirming(true),
    cancel: () => {
      setConfirming(false);
      // The Delete button is back once an inline confirmation is gone.
      requestAnimationFrame(() => deleteButtonRef.current?.focus());
    },
    confirm: () => remove.mutate(id),
    isDeleting: remove.isPending,
  };
}

export type InternshipDelete = ReturnType<typeof useInternshipDelete>;
