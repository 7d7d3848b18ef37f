import type { AdminStudentProfile } from "@internpath/shared/admin-accounts-answers";
import { ClipboardList, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardEmpty, CardHeader } from "@/components/ui/card";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, formatDate } from "@/lib/format";
import { useAdminStudent } from "../api/account-reads";
import { STUDENT_KIND } from "../utils/account-kinds";
import { studentNameOf } from "../utils/account-names";
import { AccountProfileLayout, AccountQuery } from "./account-profile";
import { StudentDetails } from "./student-details";

/** /admin/students/{id}: the profile, the newest applications, and what an admin can do. */
export function StudentProfile({ id }: { id: string }) {
  return (
    <AccountQuery kind={STUDENT_KIND} query={useAdminStudent(id)} purpose="profile">
      {(profile) => <StudentProfileView profile={profile} />}
    </AccountQuery>
  );
}

function StudentProfileView({ profile }: { profile: AdminStudentProfile }) {
  const { student } = profile;
  const name = studentNameOf(student.fullName);
  const [isResumeOpen, setResumeOpen] = useState(false);

  return (
    <AccountProfileLayout
      kind={STUDENT_KIND}
      account={{ id: student.id, name }}
      description={student.university || "University not specified"}
      actions={
        <ButtonLink to={paths.app.messages.getHref(student.id)} variant="outline">
          <MessageSquare className="size-4" aria-hidden="true" />
          Message
        </ButtonLink>
      }
      deleteFailure={() => "Failed to delete student"}
    >
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
            <CardEmpty icon={ClipboardList}>No applications yet</CardEmpty>
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
    </AccountProfileLayout>
  );
}
