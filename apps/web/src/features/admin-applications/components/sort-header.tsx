import type { AdminApplicationSort, SortDirection } from "@internpath/shared/admin-applications-schemas";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHeaderCell } from "@/components/ui/table";

type SortHeaderProps = {
  column: AdminApplicationSort;
  label: string;
  sort: AdminApplicationSort;
  dir: SortDirection;
  onSort: (column: AdminApplicationSort) => void;
  className?: string;
};

/** A column header that sorts: a button inside the header cell, whose `aria-sort` says the order. */
export function SortHeader({ column, label, sort, dir, onSort, className }: SortHeaderProps) {
  const isSorted = sort === column;
  const Icon = !isSorted ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHeaderCell
      aria-sort={isSorted ? (dir === "asc" ? "ascending" : "descending") : "none"}
      className={className}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={clsx(
          "-mx-1 inline-flex min-h-11 items-center gap-1 rounded-control px-1 py-0.5 uppercase sm:min-h-0 hover:text-neutral-900",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          isSorted && "text-neutral-900",
        )}
      >
        {label}
        <Icon className={clsx("size-3.5", !isSorted && "text-neutral-400")} aria-hidden="true" />
      </button>
    </TableHeaderCell>
  );
}
