import type { AdminStudentProfile } from "@internpath/shared/admin-accounts-types";
import { ArrowLeft, ClipboardList, MessageSquare, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button, ButtonLink, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { PageHeader } from "@/components/ui/page-header";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { companyNameOf, formatDate } from "@/lib/format";
import { useDeleteAdminStudent } from "../api/delete-admin-student";
import { useAdminStudent } from "../api/get-admin-student";
import { studentNameOf } from "../utils/account-names";
import { EndSessionsButton } from "./end-sessions-button";
import { StudentDetails } from "./student-details";
import { DELETE_STUDENT_CONFIRMATION } from "./students-list";

/** /admin/students/{id}: the profile, the newest applications, and what an admin can do. */
export function StudentProfile({ id }: { id: string }) {
  const query = useAdminStudent(id);
  if (query.isPending) return <LoadingScreen fullScreen={false} label="Loading student profile..." />;
  if (query.isError) {
    const isMissing = isApiError(query.error, "NOT_FOUND");
    return (
      <div className="mx-auto max-w-xl space-y-4 py-8">
        <Alert title="Error Loading Student">
          <p>{isMissing ? "Student not found" : getErrorMessage(query.error)}</p>
        </Alert>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.admin.students.getHref()} variant="outline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Students List
          </ButtonLink>
          {!isMissing && (
            <Button variant="outline" onClick={() => query.refetch()} isLoading={query.isFetching}>
              Try Again
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <StudentProfileView profile={query.data} />;
}

function StudentProfileView({ profile }: { profile: AdminStudentProfile }) {
  const { student } = profile;
  const name = studentNameOf(student.fullName);
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const [isResumeOpen, setResumeOpen] = useState(false);
  const remove = useDeleteAdminStudent({
    onSuccess: () => {
      toast.success("Student deleted successfully");
      navigate(paths.admin.students.getHref(), { replace: true });
    },
    onError: () => {
      setConfirming(false);
      toast.error("Failed to delete student");
    },
  });

  return (
    <>
      <BackLink fallback={paths.admin.students.getHref()} className="mb-4">
        Students
      </BackLink>
      <PageHeader
        title={name}
        description={student.university || "University not specified"}
        actions={
          <>
            <ButtonLink to={paths.app.messages.getHref(student.id)} variant="outline">
              <MessageSquare className="size-4" aria-hidden="true" />
              Message
            </ButtonLink>
            <ButtonLink to={paths.admin.editStudent.getHref(student.id)} variant="outline">
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </ButtonLink>
            <EndSessionsButton accountId={student.id} name={name} />
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader title="Profile" />
          <CardContent>
            <StudentDetails profile={profile} onViewResume={() => setResumeOpen(true)} headingLevel="h3" />
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader title="Recent Applications" description={`${profile.applicationCount} in all`} />
          {profile.recentApplications.length === 0 ? (
            <CardContent className="flex flex-col items-center py-10 text-center">
              <ClipboardList className="size-8 text-neutral-400" aria-hidden="true" />
              <p className="mt-2 text-sm font-medium text-neutral-800">No applications yet</p>
            </CardContent>
          ) : (
            <ul className="divide-y divide-neutral-200">
              {profile.recentApplications.map((application) => (
                <li key={application.id} className="space-y-1.5 px-5 py-4">
                  <Link
                    to={paths.admin.internship.getHref(application.internship.id)}
                    className={textLinkClasses}
                  >
                    {application.internship.title}
                  </Link>
                  <p className="text-sm text-neutral-700">
                    <Link
                      to={paths.admin.company.getHref(application.internship.companyId)}
                      className={textLinkClasses}
                    >
                      {companyNameOf(application.internship.companyName)}
                    </Link>
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex items-center gap-2 text-xs text-neutral-600">
                      <ApplicationStatusBadge status={application.status} />
                      <span>Applied {formatDate(application.createdAt)}</span>
                    </div>
                    <Link
                      to={paths.admin.application.getHref(application.id)}
                      className={buttonClasses({ variant: "outline", size: "sm" })}
                    >
                      View Details
                      <span className="sr-only"> of the application to {application.internship.title}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <ResumeViewerDialog
        open={isResumeOpen}
        onOpenChange={setResumeOpen}
        resumeUrl={student.resumeUrl}
        personName={name}
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={`Delete ${name}?`}
        message={DELETE_STUDENT_CONFIRMATION}
        confirmLabel="Delete student"
        onConfirm={() => remove.mutate(student.id)}
        isPending={remove.isPending}
      />
    </>
  );
}
