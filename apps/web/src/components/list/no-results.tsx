import type { LucideIcon } from "lucide-react";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

type NoResultsProps = {
  /** The list's icon, for a later page emptied by deletes and for an empty list. */
  icon: LucideIcon;
  /** Plural: "No more {noun} on this page". */
  noun: string;
  /** A later page whose rows were all deleted: back to the first page (asked before the filters). */
  isLaterPage: boolean;
  isFiltered: boolean;
  onFirstPage: () => void;
  /** Nothing matches the search or filters. */
  filtered: { title: string; description: string; clearLabel?: string; onClear: () => void };
  /** Nothing at all yet. */
  empty: { title: string; description: string; action?: ReactNode };
};

/** Why a paged list shows no rows, and the way out of it. */
export function NoResults({
  icon,
  noun,
  isLaterPage,
  isFiltered,
  onFirstPage,
  filtered,
  empty,
}: NoResultsProps) {
  if (isLaterPage) {
    return (
      <EmptyState
        icon={icon}
        title={`No more ${noun} on this page`}
        action={
          <Button variant="outline" onClick={onFirstPage}>
            Back to the first page
          </Button>
        }
      />
    );
  }
  if (isFiltered) {
    return (
      <EmptyState
        icon={SearchX}
        title={filtered.title}
        description={filtered.description}
        action={
          <Button variant="outline" onClick={filtered.onClear}>
            {filtered.clearLabel ?? "Clear filters"}
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={icon} title={empty.title} description={empty.description} action={empty.action} />;
}
