import { clsx } from "clsx";
import { Briefcase } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { useListParams } from "@/hooks/use-list-params";
import { formatFoundCount } from "@/lib/format";
import { useCurrentUser } from "@/lib/get-current-user";
import { useInternships } from "../api/get-internships";
import { InternshipCard, InternshipCardSkeleton } from "./internship-card";

const NO_FILTERS = {};

/** The open internships of one company, newest first, a page at a time (the page in the URL). */
export function CompanyInternships({ companyId }: { companyId: string }) {
  const role = useCurrentUser().data?.role;
  const { page: cursor } = useListParams(NO_FILTERS);
  const internships = useInternships({ companyId, ...cursor });
  const page = internships.data;

  return (
    <section aria-labelledby="company-internships-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="company-internships-heading" className="text-lg font-semibold text-neutral-900">
          Open internships
        </h2>
        <p role="status" className="text-sm text-neutral-600">
          {page ? formatFoundCount(page, "internship") : ""}
        </p>
      </div>
      {internships.isError ? (
        <QueryError
          title="Failed to load internships"
          onRetry={internships.refetch}
          isRetrying={internships.isFetching}
        />
      ) : internships.isPending ? (
        <ul className="grid gap-5 md:grid-cols-2" aria-hidden="true">
          {[0, 1].map((index) => (
            <li key={index}>
              <InternshipCardSkeleton />
            </li>
          ))}
        </ul>
      ) : page && page.items.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="No open internships right now"
          description="This company has no internships open at the moment. Check back soon."
        />
      ) : page ? (
        <>
          <ul
            aria-label="Open internships"
            className={clsx("grid gap-5 md:grid-cols-2", internships.isPlaceholderData && "opacity-60")}
          >
            {page.items.map((internship) => (
              <li key={internship.id}>
                <InternshipCard internship={internship} isStudent={role === "student"} headingLevel="h3" />
              </li>
            ))}
          </ul>
          <Pagination prevCursor={page.prevCursor} nextCursor={page.nextCursor} label="Internship pages" />
        </>
      ) : null}
    </section>
  );
}
