import { Briefcase } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { useListParams } from "@/hooks/use-list-params";
import { formatFoundCount } from "@/lib/format";
import { useCurrentUser } from "@/lib/get-current-user";
import { useInternships } from "../api/get-internships";
import { InternshipCardResults } from "./internship-card-results";

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
      <InternshipCardResults
        internships={internships}
        label="Open internships"
        isStudent={role === "student"}
        headingLevel="h3"
        skeletonCount={2}
        className="space-y-4"
        empty={
          <EmptyState
            icon={Briefcase}
            title="No open internships right now"
            description="This company has no internships open at the moment. Check back soon."
          />
        }
      />
    </section>
  );
}
