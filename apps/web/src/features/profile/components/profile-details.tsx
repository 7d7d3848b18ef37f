import type { Profile } from "@internpath/shared/profile-schemas";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SkillList } from "@/components/ui/skill-list";
import { Detail, DetailList, ExternalLink } from "./detail-list";
import { CompanyCard, EducationCard } from "./profile-cards";

export const SKILLS_HINT = "Used to recommend internships that match you.";

/** The profile in view mode; uploads still work here. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const isCompany = profile.role === "company";
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title="Basic Information" />
        <CardContent>
          <DetailList>
            <Detail label="Full Name">{profile.fullName.trim()}</Detail>
            <Detail label="Email" wide>
              {profile.email}
            </Detail>
            <Detail label="Location">{profile.location}</Detail>
            {!isCompany && (
              <Detail label="Website">{profile.website && <ExternalLink href={profile.website} />}</Detail>
            )}
            <Detail label="Bio" wide>
              {profile.bio && <span className="whitespace-pre-line">{profile.bio}</span>}
            </Detail>
            <Detail label="Email notifications">{profile.emailNotifications ? "On" : "Off"}</Detail>
          </DetailList>
        </CardContent>
      </Card>

      {profile.role === "student" && (
        <>
          <EducationCard profile={profile}>
            <DetailList>
              <Detail label="University">{profile.university}</Detail>
              <Detail label="Degree">{profile.degree}</Detail>
              <Detail label="Graduation Year">{profile.graduationYear}</Detail>
            </DetailList>
          </EducationCard>
          <Card>
            <CardHeader title="Skills" description={SKILLS_HINT} />
            <CardContent>
              {profile.skills.length > 0 ? (
                <SkillList skills={profile.skills} />
              ) : (
                <p className="text-sm text-neutral-600">
                  No skills yet. Add some with Edit Profile to get better recommendations.
                </p>
              )}
            </CardContent>
          </Card>
        </>
      )}

      {isCompany && (
        <CompanyCard profile={profile}>
          <DetailList>
            <Detail label="Company Name">{profile.companyName}</Detail>
            <Detail label="Industry">{profile.companyIndustry}</Detail>
            <Detail label="Company Size">{profile.companySize && `${profile.companySize} employees`}</Detail>
            <Detail label="Website">{profile.website && <ExternalLink href={profile.website} />}</Detail>
          </DetailList>
        </CompanyCard>
      )}
    </div>
  );
}
