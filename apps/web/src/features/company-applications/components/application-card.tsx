import type { CompanyApplication } from "@internpath/shared/api-types";
import { FileText, MessageSquare, User } from "lucide-react";
import { useId } from "react";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { applicantName } from "../utils/applicant-name";
import { ApplicationStatusActions } from "./application-status-actions";

type ApplicationCardProps = {
  application: CompanyApplication;
  isSelected: boolean;
  onSelectedChange: (application: CompanyApplication) => void;
  onViewProfile: (application: CompanyApplication) => void;
  onViewResume: (application: CompanyApplication) => void;
};

export function ApplicationCard({
  application,
  isSelected,
  onSelectedChange,
  onViewProfile,
  onViewResume,
}: ApplicationCardProps) {
  const nameId = useId();
  const name = applicantName(application.student);

  return (
    <Card className={isSelected ? "p-4 ring-2 ring-brand-500 sm:p-5" : "p-4 sm:p-5"}>
      <article aria-labelledby={nameId}>
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            {/* The label is the tap target: 44 px around a small box. */}
            <label className="-m-3.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
              <input
                type="checkbox"
                checked={isSelected}
                onChange={() => onSelectedChange(application)}
                aria-label={`Select ${name}`}
                className="size-4 shrink-0 rounded border-neutral-400 accent-brand-600"
              />
            </label>
            <Avatar src={application.student.avatarUrl} name={name} className="size-11" />
            <div className="min-w-0">
              <h3 id={nameId} className="truncate text-base font-semibold text-neutral-900">
                {name}
              </h3>
              <p className="text-sm break-all text-neutral-600">{application.student.email}</p>
            </div>
          </div>
          <ApplicationStatusBadge status={application.status} className="shrink-0" />
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <div className="col-span-2 min-w-0 sm:col-span-1">
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Internship</dt>
            <dd className="mt-0.5 font-medium break-words text-neutral-900">
              {application.internship.title}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Applied</dt>
            <dd className="mt-0.5 text-neutral-800">{formatDate(application.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Updated</dt>
            <dd className="mt-0.5 text-neutral-800">{formatDate(application.updatedAt)}</dd>
          </div>
        </dl>
        {application.decision && !application.decision.isPending && application.decision.reason && (
          <p className="mt-2 text-sm text-neutral-600">
            <span className="font-medium text-neutral-700">Reason:</span> {application.decision.reason}
          </p>
        )}

        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-neutral-200 pt-4">
          <ApplicationStatusActions application={application} className="flex-1 basis-64" />
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" size="sm" onClick={() => onViewProfile(application)}>
              <User className="size-4" aria-hidden="true" />
              View Profile
              <span className="sr-only">, {name}</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => onViewResume(application)}>
              <FileText className="size-4" aria-hidden="true" />
              View Resume
              <span className="sr-only">, {name}</span>
            </Button>
            <ButtonLink to={paths.app.messages.getHref(application.student.id)} variant="outline" size="sm">
              <MessageSquare className="size-4" aria-hidden="true" />
              Message
              <span className="sr-only">, {name}</span>
            </ButtonLink>
          </div>
        </div>
      </article>
    </Card>
  );
}
