import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import type { useInternships } from "../api/get-internships";
import { InternshipCard, InternshipCardSkeleton } from "./internship-card";

type InternshipCardResultsProps = {
  internships: ReturnType<typeof useInternships>;
  /** Names the list of cards for screen readers. */
  label: string;
  isStudent: boolean;
  /** The cards' headings sit under the page's h1 (h2) or under a section's h2 (h3). */
  headingLevel?: "h2" | "h3";
  skeletonCount: number;
  /** No open internship to show. */
  empty: ReactNode;
  /** The cards and their pages. */
  className?: string;
};

/** Open internships as cards, two columns from tablets up, with pages; dimmed while the next page loads. */
export function InternshipCardResults({
  internships,
  label,
  isStudent,
  headingLevel,
  skeletonCount,
  empty,
  className,
}: InternshipCardResultsProps) {
  const page = internships.data;
  if (internships.isError) {
    return (
      <QueryError
        title="Failed to load internships"
        onRetry={internships.refetch}
        isRetrying={internships.isFetching}
      />
    );
  }
  if (internships.isPending) {
    return (
      <ul className="grid gap-5 md:grid-cols-2" aria-hidden="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <InternshipCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!page) return null;
  if (page.items.length === 0) return empty;
  return (
    <div className={className}>
      <ul
        aria-label={label}
        aria-busy={internships.isPlaceholderData || undefined}
        className={clsx(
          "grid gap-5 transition-opacity md:grid-cols-2",
          internships.isPlaceholderData && "opacity-60",
        )}
      >
        {page.items.map((internship) => (
          <li key={internship.id}>
            <InternshipCard internship={internship} isStudent={isStudent} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <Pagination prevCursor={page.prevCursor} nextCursor={page.nextCursor} label="Internship pages" />
    </div>
  );
}
