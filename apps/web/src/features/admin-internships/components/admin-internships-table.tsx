import type { AdminInternshipRow } from "@internpath/shared/admin-internships-types";
import { Link } from "react-router";
import { InternshipStatusBadge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";
import { useInternshipDelete } from "../hooks/use-internship-delete";
import { DeleteConfirmation, type DeleteMode } from "./delete-confirmation";
import { HiddenBadge } from "./hidden-badge";
import { internshipLocation } from "./internship-location";
import { InternshipRowActions } from "./internship-row-actions";

type AdminInternshipsTableProps = {
  rows: AdminInternshipRow[];
  caption: string;
  /** A company's own list leaves out the Company column. */
  showCompany: boolean;
  deleteMode: DeleteMode;
  onDeleted: () => void;
};

/** The list on wide screens: Title, Company, Status, Location, Applications, Actions. */
export function AdminInternshipsTable({
  rows,
  caption,
  showCompany,
  deleteMode,
  onDeleted,
}: AdminInternshipsTableProps) {
  return (
    <Table caption={caption}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Title</TableHeaderCell>
          {showCompany && <TableHeaderCell>Company</TableHeaderCell>}
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Location</TableHeaderCell>
          <TableHeaderCell className="text-right">Applications</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <InternshipTableRow
            key={row.id}
            row={row}
            showCompany={showCompany}
            deleteMode={deleteMode}
            onDeleted={onDeleted}
          />
        ))}
      </TableBody>
    </Table>
  );
}

type RowProps = {
  row: AdminInternshipRow;
  showCompany: boolean;
  deleteMode: DeleteMode;
  onDeleted: () => void;
};

function InternshipTableRow({ row, showCompany, deleteMode, onDeleted }: RowProps) {
  const remove = useInternshipDelete(row.id, onDeleted);
  return (
    <>
      <TableRow>
        <TableCell className="max-w-xs">
          <Link to={paths.admin.internship.getHref(row.id)} className={`${textLinkClasses} break-words`}>
            {row.title}
          </Link>
        </TableCell>
        {showCompany && (
          <TableCell className="max-w-[14rem]">
            <Link
              to={paths.admin.company.getHref(row.companyId)}
              className="break-words text-neutral-800 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {companyNameOf(row.companyName)}
            </Link>
          </TableCell>
        )}
        <TableCell>
          <span className="flex flex-wrap gap-1.5">
            <InternshipStatusBadge status={row.status} />
            {row.hidden && <HiddenBadge />}
          </span>
        </TableCell>
        <TableCell className="max-w-[14rem] break-words">
          {internshipLocation(row.location, row.isRemote)}
        </TableCell>
        <TableCell className="text-right font-semibold tabular-nums">{row.applicationCount}</TableCell>
        <TableCell>
          <InternshipRowActions
            row={row}
            layout="row"
            onDelete={remove.ask}
            isDeleteOpen={remove.isConfirming}
            deleteButtonRef={remove.deleteButtonRef}
          />
          {deleteMode === "dialog" && <DeleteConfirmation mode="dialog" remove={remove} title={row.title} />}
        </TableCell>
      </TableRow>
      {deleteMode === "inline" && remove.isConfirming && (
        <TableRow className="border-t-0">
          <TableCell colSpan={showCompany ? 6 : 5} className="pt-0">
            <DeleteConfirmation mode="inline" remove={remove} title={row.title} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
