import type { AdminApplicationRow } from "@internpath/shared/admin-application-answers";
import type { AdminApplicationSort, SortDirection } from "@internpath/shared/admin-applications-schemas";
import { Eye, Trash2 } from "lucide-react";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { companyNameOf, formatDate } from "@/lib/format";
import { studentNameOf } from "../utils/names";
import { ApplicantName } from "./applicant-name";
import { SortHeader } from "./sort-header";
import { StatusSelect } from "./status-select";

type ApplicationsTableProps = {
  rows: AdminApplicationRow[];
  sort: AdminApplicationSort;
  dir: SortDirection;
  onSort: (column: AdminApplicationSort) => void;
  onView: (row: AdminApplicationRow) => void;
  onDelete: (row: AdminApplicationRow) => void;
};

const iconButton =
  "relative inline-flex size-11 items-center sm:size-8 justify-center rounded-control text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function ApplicationsTable({ rows, sort, dir, onSort, onView, onDelete }: ApplicationsTableProps) {
  const header = { sort, dir, onSort };
  return (
    <Table caption="Applications">
      <TableHead>
        <TableRow>
          <SortHeader column="student" label="Student" {...header} />
          <SortHeader column="internship" label="Internship" {...header} />
          <SortHeader column="company" label="Company" {...header} />
          <SortHeader column="status" label="Status" {...header} />
          <SortHeader column="appliedAt" label="Applied Date" {...header} />
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const student = studentNameOf(row.student.fullName);
          return (
            <TableRow key={row.id}>
              <TableCell className="min-w-[9rem]">
                <ApplicantName row={row} className="font-medium text-neutral-900" />
              </TableCell>
              <TableCell className="min-w-[9rem]">{row.internship.title}</TableCell>
              <TableCell className="min-w-[7rem]">{companyNameOf(row.company.companyName)}</TableCell>
              <TableCell>
                <ApplicationStatusBadge status={row.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(row.createdAt)}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => onView(row)}
                    title="View details"
                  >
                    <Eye className="size-4" aria-hidden="true" />
                    <span className="sr-only">View details of {student}'s application</span>
                  </button>
                  <StatusSelect
                    applicationId={row.id}
                    status={row.status}
                    label={`Change status of ${student}'s application`}
                    studentName={student}
                    internshipTitle={row.internship.title}
                  />
                  <button
                    type="button"
                    className={`${iconButton} text-error-700 hover:bg-error-50 hover:text-error-800`}
                    onClick={() => onDelete(row)}
                    title="Delete"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">Delete {student}'s application</span>
                  </button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
