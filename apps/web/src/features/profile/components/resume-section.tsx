import type { Profile } from "@internpath/shared/profile-schemas";
import { RESUME_EXTENSIONS } from "@internpath/shared/uploads";
import { Eye, FileText } from "lucide-react";
import { useState } from "react";
import { resumeExtensionOf } from "@/components/resume-viewer/resume-viewer";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Button } from "@/components/ui/button";
import { FileUpload } from "@/components/ui/file-upload";
import { useRefreshAfterUpload } from "../api/refresh-after-upload";

/** The student's current resume, a viewer for it, and the control that replaces it. */
export function ResumeSection({ profile }: { profile: Pick<Profile, "fullName" | "resumeUrl"> }) {
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const refresh = useRefreshAfterUpload();
  const { resumeUrl } = profile;
  const extension = resumeUrl ? resumeExtensionOf(resumeUrl).toUpperCase() : "";

  return (
    <section aria-labelledby="resume-heading" className="space-y-3">
      <h3 id="resume-heading" className="text-sm font-semibold text-neutral-900">
        Resume
      </h3>
      {resumeUrl ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-neutral-200 bg-neutral-50 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <FileText className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-neutral-900">
                Resume on file{extension && ` (${extension})`}
              </p>
              <p className="text-sm text-neutral-600">
                Only you, companies you apply to and admins can see it.
              </p>
            </div>
          </div>
          <Button variant="outline" size="sm" onClick={() => setIsViewerOpen(true)}>
            <Eye className="size-4" aria-hidden="true" />
            View Resume
          </Button>
        </div>
      ) : (
        <p className="rounded-control border border-dashed border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-800">
          No resume uploaded yet. You need one to apply for internships.
        </p>
      )}
      <FileUpload
        kind="resume"
        label={resumeUrl ? "Replace Resume" : "Upload Resume"}
        variant={resumeUrl ? "outline" : "primary"}
        hint={`${RESUME_EXTENSIONS.map((ext) => ext.toUpperCase()).join(", ")}; up to 10 MB. Applications keep the resume they were sent with.`}
        onUploaded={refresh}
      />
      <ResumeViewerDialog
        open={isViewerOpen}
        onOpenChange={setIsViewerOpen}
        resumeUrl={resumeUrl}
        personName={profile.fullName}
      />
    </section>
  );
}
