import type { AdminStudentRow } from "@internpath/shared/admin-accounts-answers";
import { MessageSquare, Pencil, UserRound } from "lucide-react";
import { useState } from "react";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { ButtonLink } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAdminStudent } from "../api/account-reads";
import { studentNameOf } from "../utils/account-names";
import { StudentDetails } from "./student-details";

type StudentProfileDialogProps = { student: AdminStudentRow | null; onOpenChange: (open: boolean) => void };

/** The student profile modal of the Students list: the full profile, loaded when it opens. */
export function StudentProfileDialog({ student, onOpenChange }: StudentProfileDialogProps) {
  return (
    <Dialog open={student !== null} onOpenChange={onOpenChange}>
      {student && (
        <DialogContent
          title={studentNameOf(student.fullName)}
          description={student.university || "Student profile"}
          closeLabel="Close profile"
          size="lg"
        >
          <StudentProfileBody student={student} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function StudentProfileBody({ student }: { student: AdminStudentRow }) {
  const query = useAdminStudent(student.id);
  const [isResumeOpen, setResumeOpen] = useState(false);
  const name = studentNameOf(student.fullName);
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-neutral-600">
        <Spinner />
        Loading profile...
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title="Failed to load the student's profile"
        onRetry={query.refetch}
        isRetrying={query.isFetching}
      />
    );
  }
  return (
    <div className="space-y-6">
      <StudentDetails profile={query.data} onViewResume={() => setResumeOpen(true)} headingLevel="h3" />
      <div className="flex flex-wrap gap-2 border-t border-neutral-200 pt-4">
        <ButtonLink to={paths.admin.student.getHref(student.id)} variant="primary" size="sm">
          <UserRound className="size-4" aria-hidden="true" />
          Open full page
        </ButtonLink>
        <ButtonLink to={paths.app.messages.getHref(student.id)} variant="outline" size="sm">
          <MessageSquare className="size-4" aria-hidden="true" />
          Message
        </ButtonLink>
        <ButtonLink to={paths.admin.editStudent.getHref(student.id)} variant="outline" size="sm">
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </ButtonLink>
      </div>
      <ResumeViewerDialog
        open={isResumeOpen}
        onOpenChange={setResumeOpen}
        resumeUrl={query.data.student.resumeUrl}
        personName={name}
      />
    </div>
  );
}
