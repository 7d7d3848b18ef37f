import { clsx } from "clsx";
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

type TableProps = HTMLAttributes<HTMLTableElement> & {
  /** Names the table for screen readers; shown only to them unless `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
};

/** A data table that scrolls sideways inside its card rather than pushing the page wider. */
export function Table({ caption, showCaption = false, className, children, ...props }: TableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={clsx("w-full border-collapse text-left text-sm", className)} {...props}>
        <caption className={showCaption ? "px-5 py-3 text-left font-semibold" : "sr-only"}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={clsx("border-b border-neutral-200 bg-neutral-50", className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={clsx("divide-y divide-neutral-200", className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={clsx("align-middle", className)} {...props} />;
}

export function TableHeaderCell({
  className,
  scope = "col",
  ...props
}: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope={scope}
      className={clsx(
        "px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-neutral-600 uppercase first:pl-5 last:pr-5",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={clsx("px-4 py-3 text-neutral-700 first:pl-5 last:pr-5", className)} {...props} />;
}
