import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";

type UndoToastOptions = {
  id: string;
  message: string;
  detail: string;
  durationMs: number;
  onUndo: () => void;
};

/** A success toast with an Undo button, for as long as the undo window lasts. */
export function showUndoToast({ id, message, detail, durationMs, onUndo }: UndoToastOptions) {
  toast.success(
    (shown) => (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div>
          <p className="font-semibold">{message}</p>
          <p className="text-xs font-normal text-neutral-600">{detail}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </div>
    ),
    { id, duration: durationMs },
  );
}
