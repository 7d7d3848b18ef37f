import type { AdminStudentRow } from "@internpath/shared/admin-accounts-answers";
import { UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import { Eye, FileText, MessageSquare } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { useAdminStudents } from "../api/account-reads";
import { STUDENT_KIND } from "../utils/account-kinds";
import { NOT_SPECIFIED } from "../utils/account-names";
import { type AccountColumn, AccountList, AddAccountLink, TruncatedCell } from "./account-list";
import { InvitationPendingBadge } from "./invitation-status";
import type { RowActionSpec } from "./row-action";
import { StudentProfileDialog } from "./student-profile-dialog";

export function AddStudentLink() {
  return <AddAccountLink kind={STUDENT_KIND} />;
}

const nameOf = (row: AdminStudentRow) => STUDENT_KIND.nameOf(row.fullName);

function ResumeBadge({ row }: { row: AdminStudentRow }) {
  return row.resumeUrl ? (
    <Badge tone="success" className="whitespace-nowrap">
      Available
    </Badge>
  ) : (
    <Badge className="whitespace-nowrap">Not Uploaded</Badge>
  );
}

function ApplicationsBadge({ row }: { row: AdminStudentRow }) {
  return (
    <Badge tone="brand">
      {row.applicationCount}
      <span className="sr-only"> {row.applicationCount === 1 ? "application" : "applications"}</span>
    </Badge>
  );
}

const columns: AccountColumn<AdminStudentRow>[] = [
  {
    header: "University",
    cell: (row) => (
      <TruncatedCell text={row.university || NOT_SPECIFIED} title={row.university} className="max-w-28" />
    ),
  },
  { header: "Applications", align: "center", cell: (row) => <ApplicationsBadge row={row} /> },
  { header: "Resume", cell: (row) => <ResumeBadge row={row} /> },
];

/** Manage Students: search by name, email or university, the list with its actions, pages. */
export function StudentsList() {
  const [profileOf, setProfileOf] = useState<AdminStudentRow | null>(null);
  const [resumeOf, setResumeOf] = useState<AdminStudentRow | null>(null);

  const actionsOf = (row: AdminStudentRow): RowActionSpec[] => [
    { icon: Eye, label: "View details", shortLabel: "Details", onClick: () => setProfileOf(row) },
    ...(row.resumeUrl
      ? [
          {
            icon: FileText,
            label: "View resume",
            shortLabel: "Resume",
            onClick: () => (row.resumeUrl ? setResumeOf(row) : toast.error(UPLOAD_MESSAGES.noResume)),
          },
        ]
      : []),
    { icon: MessageSquare, label: "Message", to: paths.app.messages.getHref(row.id) },
  ];

  return (
    <AccountList
      kind={STUDENT_KIND}
      useAccounts={useAdminStudents}
      nameOf={nameOf}
      avatarOf={(row) => row.avatarUrl}
      nameColumn={{ header: "Full Name", width: "max-w-48", avatarFrom2xl: true }}
      emailWidth="max-w-36"
      columns={columns}
      tableFrom="xl"
      dense
      actionsOf={actionsOf}
      cardLines={(row) => (
        <p className="truncate text-sm text-neutral-600">{row.university || NOT_SPECIFIED}</p>
      )}
      cardBody={(row) => (
        <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
          <span className="inline-flex items-center gap-1.5">
            Applications <ApplicationsBadge row={row} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            Resume <ResumeBadge row={row} />
          </span>
          {row.invitationPending && <InvitationPendingBadge />}
        </div>
      )}
    >
      <StudentProfileDialog student={profileOf} onOpenChange={(open) => !open && setProfileOf(null)} />
      <ResumeViewerDialog
        open={resumeOf !== null}
        onOpenChange={(open) => !open && setResumeOf(null)}
        resumeUrl={resumeOf?.resumeUrl ?? null}
        personName={resumeOf ? nameOf(resumeOf) : ""}
      />
    </AccountList>
  );
}
