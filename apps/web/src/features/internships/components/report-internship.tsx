import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { LoadingScreen } from "@/components/ui/loading-screen";

const ReportForm = lazy(() => import("./report-form"));

type ReportInternshipProps = { internshipId: string; hasReported: boolean };

/** A student's Report this posting (once per internship); after it, a plain "Reported". */
export function ReportInternship({ internshipId, hasReported }: ReportInternshipProps) {
  const [open, setOpen] = useState(false);
  if (hasReported) {
    return (
      <p className="inline-flex items-center gap-1.5 self-start text-sm text-neutral-600">
        <Flag className="size-4" aria-hidden="true" />
        Reported
      </p>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <Flag className="size-4" aria-hidden="true" />
        Report this posting
      </Button>
      {open && (
        <DialogContent
          title="Report this posting"
          description="Tell the InternPath team what is wrong. The company does not learn who reported it."
        >
          <Suspense fallback={<LoadingScreen label="Loading the report form..." fullScreen={false} />}>
            <ReportForm internshipId={internshipId} onDone={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
