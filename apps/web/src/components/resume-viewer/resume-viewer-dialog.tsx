import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ResumeViewer } from "./resume-viewer";

type ResumeViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resumeUrl: string | null;
  personName: string;
};

/** A modal showing one person's resume; used wherever a resume can be viewed. */
export function ResumeViewerDialog({ open, onOpenChange, resumeUrl, personName }: ResumeViewerDialogProps) {
  const name = personName.trim();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={name ? `${name}'s resume` : "Resume"} closeLabel="Close resume" size="xl">
        <ResumeViewer resumeUrl={resumeUrl} personName={name} />
      </DialogContent>
    </Dialog>
  );
}
