import type { InternshipDetail } from "@internpath/shared/api-types";
import { ExternalLink, MessageSquare } from "lucide-react";
import { CompanyLogo } from "@/components/company-logo";
import { CompanyResponsiveness } from "@/components/company-responsiveness";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";

type CompanyPanelProps = {
  company: InternshipDetail["company"];
  isStudent: boolean;
  /** The messaging rule: a student writes to a company once they applied to one of its internships. */
  canMessage: boolean;
};

/**
 * About the Company: logo, name, industry, bio, website and, for students, Message Company when they may
 * write to it (else what would let them).
 */
export function CompanyPanel({ company, isStudent, canMessage }: CompanyPanelProps) {
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
            {isStudent && canMessage && (
              <ButtonLink to={paths.app.messages.getHref(company.id)} variant="outline" size="sm">
                <MessageSquare className="size-4" aria-hidden="true" />
                Message Company
              </ButtonLink>
            )}
            {isStudent && !canMessage && (
              <p className="flex items-center gap-1.5 text-sm text-neutral-600">
                <MessageSquare className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
                Apply to message this company.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
