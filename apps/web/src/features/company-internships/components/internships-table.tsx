import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { DeleteConfirmation } from "@/components/internship-list/delete-confirmation";
import { FollowUpRow, ListTable } from "@/components/list/list-table";
import { OwnInternshipStatusBadge } from "@/components/own-internship-status";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate, formatLocation } from "@/lib/format";
import { useInternshipRowActions } from "../hooks/use-internship-row-actions";
import { ApplicantsLink } from "./applicants-link";
import { InternshipCloseDialog, RowActionButtons, StillOpenPrompt } from "./internship-row-actions";

const COLUMN_COUNT = 5;

type InternshipsListProps = { rows: CompanyInternshipRow[]; onDeleted: () => void };

/** The list on wide screens. */
export function InternshipsTable({ rows, onDeleted }: InternshipsListProps) {
  return (
    <ListTable
      caption="Your internships"
      columns={[
        { label: "Internship" },
        { label: "Status" },
        { label: "Applications", className: "text-right" },
        { label: "Created" },
      ]}
    >
      {rows.map((row) => (
        <InternshipTableRow key={row.id} row={row} onDeleted={onDeleted} />
      ))}
    </ListTable>
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
          <OwnInternshipStatusBadge status={row.status} />
        </TableCell>
        <TableCell className="text-right font-semibold tabular-nums">
          <ApplicantsLink row={row} />
        </TableCell>
        <TableCell className="whitespace-nowrap">{formatDate(row.createdAt)}</TableCell>
        <TableCell>
          <div className="flex justify-end">
            <RowActionButtons row={row} actions={actions} layout="row" />
          </div>
        </TableCell>
      </TableRow>
      {row.confirmRequestedAt && (
        <FollowUpRow colSpan={COLUMN_COUNT}>
          <StillOpenPrompt row={row} actions={actions} />
        </FollowUpRow>
      )}
      {actions.remove.isConfirming && (
        <FollowUpRow colSpan={COLUMN_COUNT}>
          <DeleteConfirmation mode="inline" remove={actions.remove} title={row.title} />
        </FollowUpRow>
      )}
      <InternshipCloseDialog row={row} actions={actions} />
    </>
  );
}
