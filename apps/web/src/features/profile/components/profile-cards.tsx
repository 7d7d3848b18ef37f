import type { Profile } from "@internpath/shared/profile-schemas";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CompanyLogoSection } from "./company-logo-section";
import { ResumeSection } from "./resume-section";

/**
 * The cards the profile shows the same way when it is read and when it is edited: the uploads (logo,
 * resume) are saved on their own, so both modes show them, around the details or their fields.
 */

/** A company's card: its logo, then `children` (the details or their fields). */
export function CompanyCard({ profile, children }: { profile: Profile; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title="Company" />
      <CardContent className="space-y-6">
        <CompanyLogoSection profile={profile} />
        <div className="border-t border-neutral-200 pt-5">{children}</div>
      </CardContent>
    </Card>
  );
}

/** A student's education: `children` (the details or their fields), then the resume. */
export function EducationCard({ profile, children }: { profile: Profile; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title="Education" />
      <CardContent className="space-y-6">
        {children}
        <div className="border-t border-neutral-200 pt-5">
          <ResumeSection profile={profile} />
        </div>
      </CardContent>
    </Card>
  );
}
