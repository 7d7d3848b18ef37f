import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { hrefWithCursor } from "@/lib/list-params";
import { Button, buttonClasses } from "./button";

type PaginationProps = {
  prevCursor: string | null;
  nextCursor: string | null;
  /** Names the navigation landmark, e.g. "Internship pages". */
  label: string;
  className?: string;
};

/**
 * Previous / Next links that keep the page's other search parameters and put the cursor in the
 * URL, so a page can be shared and survives a reload. Renders nothing when there is one page.
 */
export function Pagination({ prevCursor, nextCursor, label, className }: PaginationProps) {
  const { pathname, search } = useLocation();
  if (!prevCursor && !nextCursor) return null;
  const current = `${pathname}${search}`;
  return (
    <nav aria-label={label} className={clsx("flex items-center justify-between gap-3", className)}>
      {prevCursor ? (
        <Link
          to={hrefWithCursor(current, { before: prevCursor, after: null })}
          className={buttonClasses({ variant: "outline" })}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <Button variant="outline" disabled>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
      )}
      {nextCursor ? (
        <Link
          to={hrefWithCursor(current, { after: nextCursor, before: null })}
          className={buttonClasses({ variant: "outline" })}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <Button variant="outline" disabled>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
