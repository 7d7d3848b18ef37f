import { clsx } from "clsx";
import { ChartColumn, TableProperties } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format";

export type ChartTable = {
  columns: [string, string];
  rows: { key: string; label: ReactNode; value: number }[];
  /** Said under the table, e.g. which days it leaves out. */
  note?: string;
};

type ChartPanelProps = {
  title: string;
  description?: ReactNode;
  /** Controls beside the title (the trend's range). */
  controls?: ReactNode;
  /** The drawing: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  table: ChartTable;
  className?: string;
};

/**
 * A chart and the same figures as a table. The table is always there for screen readers; "View as
 * table" shows it to everyone instead of the drawing (exact values, keyboard reading). The table is
 * drawn here rather than with the Table primitive, whose sideways-scrolling wrapper would be an
 * unreachable scrollable region while the table is visually hidden.
 */
export function ChartPanel({ title, description, controls, chart, table, className }: ChartPanelProps) {
  const [showTable, setShowTable] = useState(false);
  const chartId = useId();
  return (
    <Card className={clsx("flex flex-col", className)}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-neutral-200 px-5 py-4">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-neutral-900">{title}</h2>
          {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
        </div>
        {/* Wraps under the title on a phone rather than pushing the card wider. */}
        <div className="flex flex-wrap items-center gap-2">
          {controls}
          <Button
            variant="ghost"
            size="sm"
            aria-controls={chartId}
            aria-label={`${showTable ? "View as chart" : "View as table"}: ${title}`}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? (
              <ChartColumn className="size-4" aria-hidden="true" />
            ) : (
              <TableProperties className="size-4" aria-hidden="true" />
            )}
            {showTable ? "View as chart" : "View as table"}
          </Button>
        </div>
      </div>
      <div id={chartId} className="flex-1 px-2 py-4 sm:px-4">
        {/* A picture only: inert keeps Recharts' focusable parts out of the keyboard and screen readers. */}
        <div inert className={clsx(showTable && "hidden")}>
          {chart}
        </div>
        {/* Scrolls (and takes focus, so a keyboard can scroll it) only once shown. */}
        <section
          aria-label={showTable ? `${title}, as a table` : undefined}
          tabIndex={showTable ? 0 : undefined}
          className={clsx(showTable ? "max-h-80 overflow-auto rounded-control" : "sr-only")}
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{table.columns[0]}</TableHeaderCell>
                <TableHeaderCell className="text-right">{table.columns[1]}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell className="break-words">{row.label}</TableCell>
                  <TableCell className="text-right font-semibold tabular-nums">
                    {formatCount(row.value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </table>
          {table.note && <p className="px-3 pt-2 text-xs text-neutral-600">{table.note}</p>}
        </section>
      </div>
    </Card>
  );
}
