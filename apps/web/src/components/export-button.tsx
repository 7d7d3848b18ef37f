import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";

type ExportButtonProps = {
  /** Downloads the file (api.download) and resolves with its name. */
  download: () => Promise<string>;
  /** The toasts: done, nothing to export (the server's 404), and any other failure. */
  texts: { exported: string; empty: string; failed: string };
  children: string;
};

/** A button that downloads a generated file (a CSV export), with its progress and its outcome as toasts. */
export function ExportButton({ download, texts, children }: ExportButtonProps) {
  const exporting = useMutation({ mutationFn: download });

  function start() {
    exporting.mutate(undefined, {
      onSuccess: () => toast.success(texts.exported),
      onError: (error) => {
        if (isApiError(error) && error.status === 404) {
          toast.error(texts.empty);
          return;
        }
        console.error(`${children} failed:`, error);
        toast.error(texts.failed);
      },
    });
  }

  return (
    <Button variant="outline" onClick={start} isLoading={exporting.isPending}>
      {!exporting.isPending && <Download className="size-4" aria-hidden="true" />}
      {children}
    </Button>
  );
}
