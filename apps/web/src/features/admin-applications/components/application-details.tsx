import type { AdminApplicationDetail } from "@internpath/shared/admin-application-answers";
import { Building2, Clock, MapPin, Send, Trash2, User, Wallet } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ResumeViewer } from "@/components/resume-viewer/resume-viewer";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { companyNameOf, formatDate } from "@/lib/format";
import { STATUS_LABELS, studentNameOf } from "../utils/names";
import { AdminMessageDialog, type MessageTarget } from "./admin-message-dialog";
import { StatusSelect } from "./status-select";

type ApplicationDetailsProps = {
  application: AdminApplicationDetail;
  /** The admin's actions (messages, delete): on in the admin screens. */
  isAdmin?: boolean;
  onDelete?: (id: string) => void;
};

/** The Application Details tabs: details, the cover letter (if any) and the resume (if any). */
export function ApplicationDetails({ application, isAdmin = true, onDelete }: ApplicationDetailsProps) {
  const [tab, setTab] = useState("details");
  const [messageTo, setMessageTo] = useState<MessageTarget | null>(null);
  const studentName = studentNameOf(application.student.fullName);
  const tabs = [
    {
      id: "details",
      label: "Application Details",
      content: (
        <DetailsTab
          application={application}
          isAdmin={isAdmin}
          onMessage={setMessageTo}
          onDelete={onDelete}
        />
      ),
    },
    ...(application.coverLetter
      ? [
          {
            id: "cover-letter",
            label: "Cover Letter",
            content: (
              <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-800">
                {application.coverLetter}
              </p>
            ),
          },
        ]
      : []),
    ...(application.resumeUrl
      ? [
          {
            id: "resume",
            label: "Resume",
            content: <ResumeViewer resumeUrl={application.resumeUrl} personName={studentName} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <Tabs label="Application" tabs={tabs} value={tab} onValueChange={setTab} />
      <AdminMessageDialog application={application} target={messageTo} onClose={() => setMessageTo(null)} />
    </>
  );
}

type DetailsTabProps = {
  application: AdminApplicationDetail;
  isAdmin: boolean;
  onMessage: (target: MessageTarget) => void;
  onDelete?: (id: string) => void;
};

function DetailsTab({ application, isAdmin, onMessage, onDelete }: DetailsTabProps) {
  const { student, internship, company } = application;
  const studentName = studentNameOf(student.fullName);
  return (
    <div className="space-y-4">
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-neutral-50 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold text-neutral-800">Status</h3>
          {/* The page's toasts are hidden from assistive technology while a modal is open. */}
          <p role="status" className="sr-only">
            Status: {STATUS_LABELS[application.status]}
          </p>
          <ApplicationStatusBadge status={application.status} />
          <span className="text-sm text-neutral-600">Last updated {formatDate(application.updatedAt)}</span>
        </div>
        {isAdmin && (
          <span className="flex items-center gap-2 text-sm text-neutral-700">
            <span aria-hidden="true">Change status</span>
            <StatusSelect
              applicationId={application.id}
              status={application.status}
              label="Change status"
              studentName={studentName}
              internshipTitle={application.internship.title}
            />
          </span>
        )}
      </section>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <InfoCard title="Applicant" icon={<User className="size-4" aria-hidden="true" />}>
          <div className="flex items-center gap-3">
            <Avatar src={student.avatarUrl} name={studentName} className="size-12 text-base" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-neutral-900">{studentName}</p>
              <p className="truncate text-sm text-neutral-600">{student.email || "No Email"}</p>
              <p className="truncate text-sm text-neutral-600">{student.university || "Not specified"}</p>
            </div>
          </div>
          <Link
            to={paths.admin.student.getHref(student.id)}
            className={buttonClasses({ variant: "outline", size: "sm", className: "mt-4" })}
          >
            View Full Profile
          </Link>
        </InfoCard>

        <InfoCard title="Internship" icon={<Building2 className="size-4" aria-hidden="true" />}>
          <p className="font-semibold text-neutral-900">{internship.title || "Untitled Internship"}</p>
          <Link
            to={paths.admin.company.getHref(company.id)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {companyNameOf(company.companyName)}
          </Link>
          <ul className="mt-3 space-y-1.5 text-sm text-neutral-700">
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-neutral-500" aria-hidden="true" />
              <span>
                {internship.location}
                {internship.isRemote && (
                  <span className="ml-1 font-medium text-success-800">(Remote Available)</span>
                )}
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-neutral-500" aria-hidden="true" />
              {internship.duration || "Not specified"}
            </li>
            <li className="flex items-center gap-2">
              <Wallet className="size-4 text-neutral-500" aria-hidden="true" />
              {internship.stipend || "Not specified"}
            </li>
          </ul>
        </InfoCard>
      </div>

      <p className="text-sm text-neutral-600">Applied on {formatDate(application.createdAt)}</p>

      {isAdmin && (
        <section className="rounded-card border border-brand-200 bg-brand-50/60 p-4">
          <h3 className="text-sm font-semibold text-neutral-900">Admin Actions</h3>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onMessage("applicant")}>
              <Send className="size-4" aria-hidden="true" />
              Send Message to Applicant
            </Button>
            <Button variant="outline" size="sm" onClick={() => onMessage("company")}>
              <Send className="size-4" aria-hidden="true" />
              Send Message to Company
            </Button>
            {onDelete && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDelete(application.id)}
                className="text-error-700"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete Application
              </Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-card border border-neutral-200 p-4">
      <h3 className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}
