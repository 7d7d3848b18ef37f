import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination";

type ListFooterProps = {
  /** How many rows there are, read out when it changes. */
  summary: ReactNode;
  /** Names the pagination's navigation landmark. */
  label: string;
  page: { prevCursor: string | null; nextCursor: string | null };
  className?: string;
};

/** Under a paged list: how many rows, and Previous / Next. */
export function ListFooter({ summary, label, page, className }: ListFooterProps) {
  return (
    <div className={clsx("flex flex-wrap items-center justify-between gap-3", className)}>
      <p className="text-sm text-neutral-600" aria-live="polite">
        {summary}
      </p>
      <Pagination label={label} prevCursor={page.prevCursor} nextCursor={page.nextCursor} />
    </div>
  );
}
