import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";

type Column = { label: string; className?: string };

type ListTableProps = {
  caption: string;
  /** `false` leaves a column out. The last column, the row's actions, is named for screen readers only. */
  columns: (Column | false)[];
  children: ReactNode;
};

/** A list's table on wide screens: its columns, then an Actions column. */
export function ListTable({ caption, columns, children }: ListTableProps) {
  return (
    <Table caption={caption}>
      <TableHead>
        <TableRow>
          {columns.map(
            (column) =>
              column && (
                <TableHeaderCell key={column.label} className={column.className}>
                  {column.label}
                </TableHeaderCell>
              ),
          )}
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A row's follow-up under it, across the table (a confirmation, a prompt). */
export function FollowUpRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow className="border-t-0">
      <TableCell colSpan={colSpan} className="pt-0">
        {children}
      </TableCell>
    </TableRow>
  );
}
