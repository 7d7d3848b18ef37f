import type { CompanyApplication } from "@internpath/shared/api-types";
import { FileText, User } from "lucide-react";
import { useId, useRef } from "react";
import toast from "react-hot-toast";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useUpdateApplicationStatus } from "../api/update-application-status";
import { applicantName } from "../utils/applicant-name";
import { statusActionsFor } from "../utils/status-actions";

type ApplicationCardProps = {
  application: CompanyApplication;
  onViewProfile: (application: CompanyApplication) => void;
  onViewResume: (application: CompanyApplication) => void;
};

export function ApplicationCard({ application, onViewProfile, onViewResume }: ApplicationCardProps) {
  const nameId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const statusActionsRef = useRef<HTMLDivElement>(null);
  const name = applicantName(application.student);

  const updateStatus = useUpdateApplicationStatus({
    onSuccess: (updated) => {
      toast.success(`Application ${updated.status}`);
      // The pressed button is gone; carry on from the next step's buttons, or the card.
      requestAnimationFrame(() => {
        const next = statusActionsRef.current?.querySelector("button");
        (next ?? cardRef.current)?.focus();
      });
    },
    onError: () => toast.error("Failed to update application status"),
  });
  const actions = statusActionsFor(application.status);
  const pendingStatus = updateStatus.isPending ? updateStatus.variables?.status : undefined;

  return (
    <Card className="p-4 sm:p-5">
      <article ref={cardRef} tabIndex={-1} aria-labelledby={nameId} className="focus:outline-none">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
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

        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-neutral-200 pt-4">
          {actions.length > 0 && (
            <div ref={statusActionsRef} className="flex flex-wrap gap-2">
              {actions.map(({ to, label, variant, icon: Icon }) => (
                <Button
                  key={to}
                  variant={variant}
                  size="sm"
                  onClick={() => updateStatus.mutate({ id: application.id, status: to })}
                  isLoading={pendingStatus === to}
                  disabled={updateStatus.isPending}
                >
                  {pendingStatus !== to && <Icon className="size-4" aria-hidden="true" />}
                  {label}
                  <span className="sr-only">, {name}</span>
                </Button>
              ))}
            </div>
          )}
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
          </div>
        </div>
      </article>
    </Card>
  );
}
