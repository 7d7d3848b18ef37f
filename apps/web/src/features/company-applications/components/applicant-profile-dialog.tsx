import type { CompanyApplication } from "@internpath/shared/api-types";
import { ExternalLink, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SkillList } from "@/components/ui/skill-list";
import { textLinkClasses } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format";
import { applicantName } from "../utils/applicant-name";

const NOT_SPECIFIED = "Not specified";

type ApplicantProfileDialogProps = {
  /** The application whose applicant is shown; null when closed. */
  application: CompanyApplication | null;
  onOpenChange: (open: boolean) => void;
};

/** The applicant's profile as they filled it in, and the cover letter sent with this application. */
export function ApplicantProfileDialog({ application, onOpenChange }: ApplicantProfileDialogProps) {
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      {application && (
        <DialogContent
          title={applicantName(application.student)}
          description={`Applied to ${application.internship.title} on ${formatDate(application.createdAt)}`}
          closeLabel="Close profile"
          size="lg"
        >
          <ApplicantProfile application={application} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ApplicantProfile({ application }: { application: CompanyApplication }) {
  const { student } = application;
  const name = applicantName(student);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={student.avatarUrl} name={name} className="size-16 text-lg" />
        <div className="min-w-0 flex-1">
          <a
            href={`mailto:${student.email}`}
            className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {student.email}
          </a>
          <div className="mt-2">
            <ApplicationStatusBadge status={application.status} />
          </div>
        </div>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="University">{student.university || NOT_SPECIFIED}</Detail>
        <Detail label="Degree">{student.degree || NOT_SPECIFIED}</Detail>
        <Detail label="Graduation Year">{student.graduationYear ?? NOT_SPECIFIED}</Detail>
        <Detail label="Location">{student.location || NOT_SPECIFIED}</Detail>
        <Detail label="Website" className="sm:col-span-2">
          {student.website ? (
            <a
              href={student.website}
              target="_blank"
              rel="noopener noreferrer"
              className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
            >
              {student.website}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            NOT_SPECIFIED
          )}
        </Detail>
        <Detail label="Skills" className="sm:col-span-2">
          {student.skills.length > 0 ? (
            <SkillList skills={student.skills} label={`Skills of ${name}`} />
          ) : (
            NOT_SPECIFIED
          )}
        </Detail>
        <Detail label="Bio" className="sm:col-span-2">
          {student.bio ? <p className="whitespace-pre-line">{student.bio}</p> : NOT_SPECIFIED}
        </Detail>
      </dl>

      <section aria-labelledby="cover-letter-heading" className="rounded-control bg-neutral-50 p-4">
        <h3 id="cover-letter-heading" className="text-sm font-semibold text-neutral-900">
          Cover Letter
        </h3>
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-neutral-700">
          {application.coverLetter || "No cover letter was sent with this application."}
        </p>
      </section>
    </div>
  );
}

type DetailProps = { label: string; className?: string; children: ReactNode };

function Detail({ label, className, children }: DetailProps) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-neutral-900">{children}</dd>
    </div>
  );
}
