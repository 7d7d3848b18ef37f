import type { AdminInternshipRow } from "@internpath/shared/admin-internship-answers";
import { Link } from "react-router";
import { DeleteConfirmation, type DeleteMode } from "@/components/internship-list/delete-confirmation";
import { InternshipActionButtons } from "@/components/internship-list/internship-action-buttons";
import { FollowUpRow, ListTable } from "@/components/list/list-table";
import { InternshipStatusBadge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";
import { useAdminInternshipDelete } from "../hooks/use-admin-internship-delete";
import { HiddenBadge } from "./hidden-badge";
import { internshipLocation } from "./internship-location";

type AdminInternshipsTableProps = {
  rows: AdminInternshipRow[];
  caption: string;
  /** A company's own list leaves out the Company column. */
  showCompany: boolean;
  deleteMode: DeleteMode;
  onDeleted: () => void;
};

/** The list on wide screens: Title, Company, Status, Location, Applications, Actions. */
export function AdminInternshipsTable({ rows, caption, ...row }: AdminInternshipsTableProps) {
  return (
    <ListTable
      caption={caption}
      columns={[
        { label: "Title" },
        row.showCompany && { label: "Company" },
        { label: "Status" },
        { label: "Location" },
        { label: "Applications", className: "text-right" },
      ]}
    >
      {rows.map((internship) => (
        <InternshipTableRow key={internship.id} row={internship} {...row} />
      ))}
    </ListTable>
  );
}

type RowProps = Omit<AdminInternshipsTableProps, "rows" | "caption"> & { row: AdminInternshipRow };

function InternshipTableRow({ row, showCompany, deleteMode, onDeleted }: RowProps) {
  const remove = useAdminInternshipDelete(row.id, onDeleted);
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
          <InternshipActionButtons
            internship={row}
            viewHref={paths.admin.internship.getHref(row.id)}
            layout="row"
            remove={remove}
          />
          {deleteMode === "dialog" && <DeleteConfirmation mode="dialog" remove={remove} title={row.title} />}
        </TableCell>
      </TableRow>
      {deleteMode === "inline" && remove.isConfirming && (
        <FollowUpRow colSpan={showCompany ? 6 : 5}>
          <DeleteConfirmation mode="inline" remove={remove} title={row.title} />
        </FollowUpRow>
      )}
    </>
  );
}
