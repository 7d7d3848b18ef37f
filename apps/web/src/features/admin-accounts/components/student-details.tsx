import type { AdminStudentProfile } from "@internpath/shared/admin-accounts-answers";
import { UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import { FileText, Mail } from "lucide-react";
import {
  DetailItem,
  StudentSkillsAndBio,
  StudentStudyDetails,
  StudentWebsite,
} from "@/components/student-details";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { textLinkClasses } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format";
import { NO_EMAIL, studentNameOf } from "../utils/account-names";
import { InvitationPendingBadge, ResendInvitationButton } from "./invitation-status";

type StudentDetailsProps = {
  profile: AdminStudentProfile;
  onViewResume: () => void;
  /** Heading level of the sections, to fit the page or the dialog. */
  headingLevel?: "h2" | "h3";
};

/** A student's profile as the admin sees it, in the profile modal and on the student page. */
export function StudentDetails({ profile, onViewResume, headingLevel: Heading = "h2" }: StudentDetailsProps) {
  const { student } = profile;
  const name = studentNameOf(student.fullName);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={student.avatarUrl} name={name} className="size-16 text-lg" />
        <div className="min-w-0 flex-1 space-y-1">
          {student.email ? (
            <a
              href={`mailto:${student.email}`}
              className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {student.email}
            </a>
          ) : (
            <p className="text-sm text-neutral-600">{NO_EMAIL}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">
              {profile.applicationCount} {profile.applicationCount === 1 ? "application" : "applications"}
            </Badge>
            {student.resumeUrl ? (
              <Badge tone="success">Resume available</Badge>
            ) : (
              <Badge>Resume not uploaded</Badge>
            )}
            {student.invitationPending && <InvitationPendingBadge />}
          </div>
        </div>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <StudentStudyDetails student={student} />
        <StudentWebsite website={student.website} />
        <DetailItem label="Member since">{formatDate(student.createdAt)}</DetailItem>
        <StudentSkillsAndBio student={student} name={name} />
      </dl>

      <section className="flex flex-wrap items-center justify-between gap-3 rounded-control bg-neutral-50 p-4">
        <div className="flex items-center gap-2">
          <FileText className="size-5 text-neutral-500" aria-hidden="true" />
          <Heading className="text-sm font-semibold text-neutral-900">Resume</Heading>
        </div>
        {student.resumeUrl ? (
          <Button variant="outline" size="sm" onClick={onViewResume}>
            View Resume<span className="sr-only"> of {name}</span>
          </Button>
        ) : (
          <p className="text-sm text-neutral-600">{UPLOAD_MESSAGES.noResume}</p>
        )}
      </section>
      {student.invitationPending && (
        <ResendInvitationButton accountId={student.id} email={student.email} name={name} />
      )}
    </div>
  );
}
