import type { InternshipDetail } from "@internpath/shared/api-types";
import { ExternalLink, MessageSquare } from "lucide-react";
import { CompanyLogo } from "@/components/company-logo";
import { CompanyResponsiveness } from "@/components/company-responsiveness";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";

type CompanyPanelProps = { company: InternshipDetail["company"]; isStudent: boolean };

/** About the Company: logo, name, industry, bio, website and (for students) a message button. */
export function CompanyPanel({ company, isStudent }: CompanyPanelProps) {
  const name = companyNameOf(company.companyName);
  return (
    <Card>
      <CardHeader title="About the Company" />
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <CompanyLogo logoUrl={company.logoUrl} />
          <div className="min-w-0">
            <h3 className="font-semibold text-neutral-900">{name}</h3>
            <p className="text-sm text-neutral-600">{company.industry || "Industry not specified"}</p>
          </div>
        </div>
        <CompanyResponsiveness figures={company.responsiveness} />
        {company.bio && (
          <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-700">{company.bio}</p>
        )}
        {company.size && (
          <p className="text-sm text-neutral-700">
            <span className="font-medium text-neutral-900">Company size:</span> {company.size}
          </p>
        )}
        {(company.website || isStudent) && (
          <div className="flex flex-wrap gap-2">
            {company.website && (
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Visit Website
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {isStudent && (
              <ButtonLink to={paths.app.messages.getHref(company.id)} variant="outline" size="sm">
                <MessageSquare className="size-4" aria-hidden="true" />
                Message Company
              </ButtonLink>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
