import { Building2, ExternalLink, MapPin, Users } from "lucide-react";
import { CompanyLogo } from "@/components/company-logo";
import { CompanyResponsiveness } from "@/components/company-responsiveness";
import { NotFoundPanel } from "@/components/not-found-panel";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DocumentTitle } from "@/components/ui/document-title";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import { companyNameOf } from "@/lib/format";
import { isCompanyNotFound, usePublicCompany } from "../api/get-public-company";

/** A company's public page heading: logo, name, what it says of itself, and its open internships' count. */
export function CompanyHeader({ companyId }: { companyId: string }) {
  const company = usePublicCompany(companyId);

  if (company.isPending) {
    return (
      <Card className="p-5 sm:p-6" role="status">
        <span className="sr-only">Loading company...</span>
        <div aria-hidden="true" className="flex items-start gap-4">
          <Skeleton className="size-16 rounded-control" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </Card>
    );
  }
  if (company.isError) {
    if (isCompanyNotFound(company.error)) return <CompanyNotFound />;
    return (
      <QueryError title="Failed to load company" onRetry={company.refetch} isRetrying={company.isFetching} />
    );
  }

  const data = company.data;
  const name = companyNameOf(data.companyName);
  return (
    <Card className="p-5 sm:p-6">
      <DocumentTitle title={`Internships at ${name}`} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo logoUrl={data.logoUrl} className="size-16" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">{name}</h1>
          {data.verified && <VerifiedBadge className="mt-1.5" />}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
            <li className="flex items-center gap-1.5">
              <Building2 className="size-4 text-neutral-500" aria-hidden="true" />
              {data.industry || "Industry not specified"}
            </li>
            {data.location && (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4 text-neutral-500" aria-hidden="true" />
                {data.location}
              </li>
            )}
            {data.size && (
              <li className="flex items-center gap-1.5">
                <Users className="size-4 text-neutral-500" aria-hidden="true" />
                {data.size} people
              </li>
            )}
          </ul>
          <div className="mt-2">
            <CompanyResponsiveness figures={data.responsiveness} />
          </div>
          {data.bio && (
            <p className="mt-3 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-neutral-700">
              {data.bio}
            </p>
          )}
        </div>
        {data.website && (
          <a
            href={data.website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "outline", size: "sm", className: "self-start" })}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Visit Website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </Card>
  );
}

function CompanyNotFound() {
  return (
    <NotFoundPanel title="Company not found" description="The link may be wrong, or the company has left." />
  );
}
