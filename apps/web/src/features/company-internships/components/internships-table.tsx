import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { InternshipStatusBadge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { formatDate, formatLocation } from "@/lib/format";
import { useInternshipRowActions } from "../hooks/use-internship-row-actions";
import {
  InternshipActionButtons,
  InternshipCloseDialog,
  InternshipDeleteConfirmation,
  StillOpenPrompt,
} from "./internship-row-actions";

const COLUMN_COUNT = 5;

type InternshipsListProps = { rows: CompanyInternshipRow[]; onDeleted: () => void };

/** The list on wide screens. */
export function InternshipsTable({ rows, onDeleted }: InternshipsListProps) {
  return (
    <Table caption="Your internships">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Internship</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell className="text-right">Applications</TableHeaderCell>
          <TableHeaderCell>Created</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <InternshipTableRow key={row.id} row={row} onDeleted={onDeleted} />
        ))}
      </TableBody>
    </Table>
  );
}

function InternshipTableRow({ row, onDeleted }: { row: CompanyInternshipRow; onDeleted: () => void }) {
  const actions = useInternshipRowActions(row, onDeleted);
  return (
    <>
      <TableRow>
        <TableCell className="max-w-xs">
          <p className="font-semibold text-neutral-900">{row.title}</p>
          <p className="mt-0.5 text-neutral-600">{formatLocation(row.location, row.isRemote)}</p>
        </TableCell>
        <TableCell>
          <InternshipStatusBadge status={row.status} />
        </TableCell>
        <TableCell className="text-right font-semibold tabular-nums">{row.applicationCount}</TableCell>
        <TableCell className="whitespace-nowrap">{formatDate(row.createdAt)}</TableCell>
        <TableCell>
          <div className="flex justify-end">
            <InternshipActionButtons row={row} actions={actions} layout="row" />
          </div>
        </TableCell>
      </TableRow>
      {row.confirmRequestedAt && (
        <TableRow className="border-t-0">
          <TableCell colSpan={COLUMN_COUNT} className="pt-0">
            <StillOpenPrompt row={row} actions={actions} />
          </TableCell>
        </TableRow>
      )}
      {actions.isConfirmingDelete && (
        <TableRow className="border-t-0">
          <TableCell colSpan={COLUMN_COUNT} className="pt-0">
            <InternshipDeleteConfirmation actions={actions} />
          </TableCell>
        </TableRow>
      )}
      <InternshipCloseDialog row={row} actions={actions} />
    </>
  );
}
