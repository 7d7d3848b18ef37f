import type { InternshipCard } from "@internpath/shared/api-types";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { companyNameOf, INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import { DashboardListCard } from "./dashboard-list-card";

/**
 * The 5 newest open internships, each with an Apply link to its page, or, where the student has applied,
 * the application's status and a link to view it; while `internships` loads, rows of the same size.
 */
export function StudentLatestInternships({ internships }: { internships: InternshipCard[] | undefined }) {
  return (
    <DashboardListCard
      title="Latest Internships"
      all={{ to: paths.app.internships.getHref(), text: "Browse all", label: "Browse all internships" }}
      items={internships}
      rowClassName="flex items-center justify-between gap-3 px-5 py-3.5"
      placeholder={{ lastLine: "w-40", aside: "h-11 sm:h-8 w-16 rounded-control" }}
      empty={
        <p className="px-5 py-10 text-center text-sm text-neutral-600">No open internships right now.</p>
      }
      keyOf={(internship) => internship.id}
      renderRow={(internship) => <InternshipRow internship={internship} />}
    />
  );
}

function InternshipRow({ internship }: { internship: InternshipCard }) {
  const action = internship.application ? "View" : "Apply";
  const link = (
    <ButtonLink
      to={paths.app.internship.getHref(internship.id)}
      size="sm"
      variant="outline"
      aria-label={`${action}: ${internship.title}`}
    >
      {action}
    </ButtonLink>
  );
  return (
    <>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-neutral-900">{internship.title}</h3>
        <p className="mt-0.5 truncate text-sm text-neutral-600">
          {companyNameOf(internship.company.companyName)}
        </p>
        <p className="mt-0.5 text-xs text-neutral-600">
          {internship.location}
          {internship.isRemote && " · Remote"} · {INTERNSHIP_TYPE_LABELS[internship.type]} ·{" "}
          {internship.stipend || "Unpaid"}
        </p>
      </div>
      {internship.application ? (
        <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center">
          <span className="flex items-center gap-1.5 text-xs font-medium text-neutral-700">
            Applied <ApplicationStatusBadge status={internship.application.status} />
          </span>
          {link}
        </div>
      ) : (
        link
      )}
    </>
  );
}
