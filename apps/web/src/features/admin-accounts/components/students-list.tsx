import type { AdminStudentRow } from "@internpath/shared/admin-accounts-types";
import { UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import { Eye, FileText, GraduationCap, MessageSquare, Pencil, Plus, SearchX, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { useDeleteAdminStudent } from "../api/delete-admin-student";
import { useAdminStudents } from "../api/get-admin-students";
import { useAccountListParams } from "../hooks/use-account-list-params";
import { NOT_SPECIFIED, studentNameOf } from "../utils/account-names";
import { listSummary } from "../utils/list-summary";
import { InvitationPendingBadge } from "./invitation-status";
import { ListPlaceholder } from "./list-placeholder";
import { RowAction } from "./row-action";
import { StudentProfileDialog } from "./student-profile-dialog";

export const DELETE_STUDENT_CONFIRMATION =
  "Are you sure you want to delete this student? Their applications go with them. This action cannot be undone.";

export function AddStudentLink() {
  return (
    <ButtonLink to={paths.admin.addStudent.getHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Add Student
    </ButtonLink>
  );
}

type RowHandlers = {
  onView: (row: AdminStudentRow) => void;
  onViewResume: (row: AdminStudentRow) => void;
  onDelete: (row: AdminStudentRow) => void;
};

/** Manage Students: search by name, email or university, the list with its actions, pages. */
export function StudentsList() {
  const params = useAccountListParams();
  const query = useAdminStudents(params.queryParams);
  const [profileOf, setProfileOf] = useState<AdminStudentRow | null>(null);
  const [resumeOf, setResumeOf] = useState<AdminStudentRow | null>(null);
  const [toDelete, setToDelete] = useState<AdminStudentRow | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteAdminStudent({
    onSuccess: () => {
      toast.success("Student deleted successfully");
      setToDelete(null);
      resultsRef.current?.focus();
    },
    onError: () => toast.error("Failed to delete student"),
  });
  const handlers: RowHandlers = {
    onView: setProfileOf,
    onViewResume: (row) => (row.resumeUrl ? setResumeOf(row) : toast.error(UPLOAD_MESSAGES.noResume)),
    onDelete: setToDelete,
  };

  return (
    <div className="space-y-6">
      <Card className="p-4">
        <SearchInput
          label="Search students"
          placeholder="Name, email or university"
          value={params.q}
          onSearch={params.setSearch}
        />
      </Card>

      <div ref={resultsRef} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListPlaceholder label="Loading students..." columns={6} />
        ) : query.isError && !query.data ? (
          <QueryError title="Failed to load students" onRetry={query.refetch} isRetrying={query.isFetching} />
        ) : query.data.items.length === 0 ? (
          params.isFiltered ? (
            <EmptyState
              icon={SearchX}
              title="No students match your search"
              description="Try another name, email or university."
              action={
                <Button variant="outline" onClick={params.clearFilters}>
                  Clear search
                </Button>
              }
            />
          ) : query.data.prevCursor ? (
            <EmptyState
              icon={GraduationCap}
              title="No more students on this page"
              action={
                <Button variant="outline" onClick={params.goToFirstPage}>
                  Back to the first page
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={GraduationCap}
              title="No students yet"
              description="Students appear here when they sign up, or when you add one."
              action={<AddStudentLink />}
            />
          )
        ) : (
          <>
            <Card className="hidden overflow-hidden xl:block">
              <StudentsTable rows={query.data.items} handlers={handlers} />
            </Card>
            <ul className="space-y-3 xl:hidden" aria-label="Students">
              {query.data.items.map((row) => (
                <StudentCard key={row.id} row={row} handlers={handlers} />
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-neutral-600" aria-live="polite">
                {listSummary(query.data, ["student", "students"], params.isFiltered)}
              </p>
              <Pagination
                label="Student pages"
                prevCursor={query.data.prevCursor}
                nextCursor={query.data.nextCursor}
              />
            </div>
          </>
        )}
      </div>

      <StudentProfileDialog student={profileOf} onOpenChange={(open) => !open && setProfileOf(null)} />
      <ResumeViewerDialog
        open={resumeOf !== null}
        onOpenChange={(open) => !open && setResumeOf(null)}
        resumeUrl={resumeOf?.resumeUrl ?? null}
        personName={resumeOf ? studentNameOf(resumeOf.fullName) : ""}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${studentNameOf(toDelete?.fullName)}?`}
        message={DELETE_STUDENT_CONFIRMATION}
        confirmLabel="Delete student"
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        isPending={remove.isPending}
      />
    </div>
  );
}

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

function StudentsTable({ rows, handlers }: { rows: AdminStudentRow[]; handlers: RowHandlers }) {
  return (
    <Table caption="Students">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Full Name</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>University</TableHeaderCell>
          <TableHeaderCell className="text-center">Applications</TableHeaderCell>
          <TableHeaderCell>Resume</TableHeaderCell>
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = studentNameOf(row.fullName);
          return (
            <TableRow key={row.id}>
              <TableCell>
                <div className="flex max-w-48 items-center gap-3">
                  {/* The photo shows where the table has room for it (the cards always show it). */}
                  <span className="hidden 2xl:block">
                    <Avatar src={row.avatarUrl} name={name} />
                  </span>
                  <div className="min-w-0">
                    <Link
                      to={paths.admin.student.getHref(row.id)}
                      className={`${textLinkClasses} block truncate`}
                    >
                      {name}
                    </Link>
                    {row.invitationPending && <InvitationPendingBadge />}
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <div className="max-w-36 truncate" title={row.email}>
                  {row.email}
                </div>
              </TableCell>
              <TableCell>
                <div className="max-w-28 truncate" title={row.university ?? undefined}>
                  {row.university || NOT_SPECIFIED}
                </div>
              </TableCell>
              <TableCell className="text-center">
                <ApplicationsBadge row={row} />
              </TableCell>
              <TableCell>
                <ResumeBadge row={row} />
              </TableCell>
              <TableCell>
                <StudentActions row={row} handlers={handlers} look="icon" />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function StudentCard({ row, handlers }: { row: AdminStudentRow; handlers: RowHandlers }) {
  const name = studentNameOf(row.fullName);
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex items-start gap-3">
          <Avatar src={row.avatarUrl} name={name} className="size-10" />
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-semibold text-neutral-900">
              <Link to={paths.admin.student.getHref(row.id)} className={textLinkClasses}>
                {name}
              </Link>
            </h2>
            <p className="truncate text-sm text-neutral-700">{row.email}</p>
            <p className="truncate text-sm text-neutral-600">{row.university || NOT_SPECIFIED}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
          <span className="inline-flex items-center gap-1.5">
            Applications <ApplicationsBadge row={row} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            Resume <ResumeBadge row={row} />
          </span>
          {row.invitationPending && <InvitationPendingBadge />}
        </div>
        <StudentActions row={row} handlers={handlers} look="toolbar" />
      </Card>
    </li>
  );
}

function StudentActions({
  row,
  handlers,
  look,
}: {
  row: AdminStudentRow;
  handlers: RowHandlers;
  look: "icon" | "toolbar";
}) {
  const name = studentNameOf(row.fullName);
  return (
    <div className={look === "icon" ? "relative flex justify-end" : "grid auto-cols-fr grid-flow-col gap-1"}>
      <RowAction
        look={look}
        icon={Eye}
        label="View details"
        shortLabel="Details"
        subject={name}
        onClick={() => handlers.onView(row)}
      />
      {row.resumeUrl && (
        <RowAction
          look={look}
          icon={FileText}
          label="View resume"
          shortLabel="Resume"
          subject={name}
          onClick={() => handlers.onViewResume(row)}
        />
      )}
      <RowAction
        look={look}
        icon={MessageSquare}
        label="Message"
        subject={name}
        to={paths.app.messages.getHref(row.id)}
      />
      <RowAction
        look={look}
        icon={Pencil}
        label="Edit"
        subject={name}
        to={paths.admin.editStudent.getHref(row.id)}
      />
      <RowAction
        look={look}
        icon={Trash2}
        label="Delete"
        subject={name}
        tone="danger"
        onClick={() => handlers.onDelete(row)}
      />
    </div>
  );
}
