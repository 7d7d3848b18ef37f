import type {
  AdminCompanyApplication,
  AdminCompanyInternship,
  AdminCompanyProfile as CompanyProfileData,
} from "@internpath/shared/admin-accounts-answers";
import { ADMIN_COMPANY_INTERNSHIPS_SHOWN } from "@internpath/shared/admin-accounts-schemas";
import { Briefcase, Building2, ClipboardList, FileText, Mail } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { DetailItem } from "@/components/student-details";
import { ApplicationStatusBadge, InternshipStatusBadge } from "@/components/ui/badge";
import { Button, ButtonLink, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardEmpty, CardHeader } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { SkillList } from "@/components/ui/skill-list";
import { TextLink, textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { getErrorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useAdminCompany } from "../api/account-reads";
import { COMPANY_KIND } from "../utils/account-kinds";
import {
  companyNameOf,
  NOT_SPECIFIED,
  studentNameOf,
  UNKNOWN_INTERNSHIP,
  UNKNOWN_STUDENT,
} from "../utils/account-names";
import { AccountProfileLayout, AccountQuery } from "./account-profile";
import { InvitationPendingBadge, ResendInvitationButton } from "./invitation-status";

/** The admin's view of one company: details, counts, newest internships and applications, actions. */
type CompanyProfileProps = {
  id: string;
  /** The verified-employer panel, composed in by the route (it belongs to the admin-trust feature). */
  renderVerification?: (company: CompanyProfileData["company"]) => ReactNode;
};

export function CompanyProfile({ id, renderVerification }: CompanyProfileProps) {
  return (
    <AccountQuery kind={COMPANY_KIND} query={useAdminCompany(id)} purpose="profile">
      {(profile) => <CompanyProfileView profile={profile} renderVerification={renderVerification} />}
    </AccountQuery>
  );
}

function CompanyProfileView({
  profile,
  renderVerification,
}: {
  profile: CompanyProfileData;
  renderVerification: CompanyProfileProps["renderVerification"];
}) {
  const { company, counts } = profile;
  return (
    <AccountProfileLayout
      kind={COMPANY_KIND}
      account={{ id: company.id, name: companyNameOf(company.companyName) }}
      description={company.companyIndustry || "Industry not specified"}
      deleteFailure={(error) => `Failed to delete company: ${getErrorMessage(error)}`}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <CompanyDetails profile={profile} />
          {renderVerification?.(company)}
          <AdminActions companyId={company.id} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <InternshipsCard
            companyId={company.id}
            internships={profile.internships}
            total={counts.internships}
          />
          <RecentApplicationsCard applications={profile.recentApplications} />
        </div>
      </div>
    </AccountProfileLayout>
  );
}

function CompanyDetails({ profile }: { profile: CompanyProfileData }) {
  const { company, counts } = profile;
  const name = companyNameOf(company.companyName);
  const logo = company.logoUrl || company.avatarUrl;
  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-4">
          {logo ? (
            <img
              src={logo}
              alt={`${name} logo`}
              className="size-16 shrink-0 rounded-card border border-neutral-200 object-cover"
            />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-card bg-brand-50 text-brand-600">
              <Building2 className="size-8" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-neutral-900">{name}</p>
            <p className="text-sm text-neutral-600">{company.companyIndustry || "Industry not specified"}</p>
            {company.invitationPending && <InvitationPendingBadge />}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-control bg-neutral-50 p-3">
            <dt className="text-xs font-semibold text-neutral-600 uppercase">Internships</dt>
            <dd className="text-2xl font-bold text-neutral-900 tabular-nums">{counts.internships}</dd>
          </div>
          <div className="rounded-control bg-neutral-50 p-3">
            <dt className="text-xs font-semibold text-neutral-600 uppercase">Applications</dt>
            <dd className="text-2xl font-bold text-neutral-900 tabular-nums">{counts.applications}</dd>
          </div>
        </dl>
        <dl className="space-y-4">
          <DetailItem label="Email">
            <a
              href={`mailto:${company.email}`}
              className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {company.email}
            </a>
          </DetailItem>
          <DetailItem label="Contact">{company.fullName || NOT_SPECIFIED}</DetailItem>
          <DetailItem label="Location">{company.location || NOT_SPECIFIED}</DetailItem>
          <DetailItem label="Company Size">
            {company.companySize ? `${company.companySize} employees` : NOT_SPECIFIED}
          </DetailItem>
          <DetailItem label="Website">
            {company.website ? <ExternalLink href={company.website} /> : NOT_SPECIFIED}
          </DetailItem>
          <DetailItem label="Member since">{formatDate(company.createdAt)}</DetailItem>
        </dl>
        {company.invitationPending && (
          <ResendInvitationButton accountId={company.id} email={company.email} name={name} />
        )}
        <section aria-labelledby="company-about" className="border-t border-neutral-200 pt-4">
          <h2 id="company-about" className="text-sm font-semibold text-neutral-900">
            About
          </h2>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-neutral-700">
            {company.bio || NOT_SPECIFIED}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}

function AdminActions({ companyId }: { companyId: string }) {
  return (
    <Card>
      <CardHeader title="Admin Actions" />
      <CardContent className="flex flex-col gap-2">
        {[
          {
            icon: Briefcase,
            label: "Manage Internships",
            to: paths.admin.companyInternships.getHref(companyId),
          },
          {
            icon: ClipboardList,
            label: "View Applications",
            to: paths.admin.companyApplications.getHref(companyId),
          },
        ].map(({ icon: Icon, label, to }) => (
          <ButtonLink key={label} to={to} variant="outline" className="justify-start">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </ButtonLink>
        ))}
      </CardContent>
    </Card>
  );
}

type InternshipsCardProps = { companyId: string; internships: AdminCompanyInternship[]; total: number };

function InternshipsCard({ companyId, internships, total }: InternshipsCardProps) {
  const allHref = paths.admin.companyInternships.getHref(companyId);
  return (
    <Card>
      <CardHeader
        title="Internships"
        actions={
          <TextLink standalone to={allHref} className="text-sm">
            View All<span className="sr-only"> internships of this company</span>
          </TextLink>
        }
      />
      {internships.length === 0 ? (
        <CardEmpty icon={Briefcase}>No internships posted yet</CardEmpty>
      ) : (
        <>
          <ul className="divide-y divide-neutral-200">
            {internships.map((internship) => (
              <li key={internship.id} className="space-y-2 px-5 py-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={paths.admin.internship.getHref(internship.id)}
                      className={`${textLinkClasses} text-base`}
                    >
                      {internship.title}
                    </Link>
                    <p className="text-sm text-neutral-600">
                      {internship.location}
                      {internship.isRemote && !/remote/i.test(internship.location) && " (Remote)"}
                    </p>
                  </div>
                  <InternshipStatusBadge status={internship.status} />
                </div>
                <SkillList skills={internship.skills} max={3} label={`Skills for ${internship.title}`} />
                <p className="text-xs text-neutral-600">
                  Created {formatDate(internship.createdAt)} · {internship.applicationCount}{" "}
                  {internship.applicationCount === 1 ? "application" : "applications"}
                </p>
              </li>
            ))}
          </ul>
          {total > ADMIN_COMPANY_INTERNSHIPS_SHOWN && (
            <div className="border-t border-neutral-200 px-5 py-3 text-center">
              <TextLink standalone to={allHref} className="text-sm">
                View All {total} Internships
              </TextLink>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

function RecentApplicationsCard({ applications }: { applications: AdminCompanyApplication[] }) {
  const [resumeOf, setResumeOf] = useState<AdminCompanyApplication | null>(null);
  return (
    <Card>
      <CardHeader title="Recent Applications" />
      {applications.length === 0 ? (
        <CardEmpty icon={FileText}>No applications received yet</CardEmpty>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {applications.map((application) => {
            const student = application.student
              ? studentNameOf(application.student.fullName)
              : UNKNOWN_STUDENT;
            return (
              <li key={application.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold text-neutral-900">
                    {application.student ? (
                      <Link
                        to={paths.admin.student.getHref(application.student.id)}
                        className={textLinkClasses}
                      >
                        {student}
                      </Link>
                    ) : (
                      UNKNOWN_STUDENT
                    )}
                  </p>
                  <p className="text-sm text-neutral-700">
                    Applied for{" "}
                    {application.internship ? (
                      <Link
                        to={paths.admin.internship.getHref(application.internship.id)}
                        className={textLinkClasses}
                      >
                        {application.internship.title || UNKNOWN_INTERNSHIP}
                      </Link>
                    ) : (
                      UNKNOWN_INTERNSHIP
                    )}
                  </p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-neutral-600">
                    <ApplicationStatusBadge status={application.status} />
                    <span>{formatDate(application.createdAt)}</span>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  {application.resumeUrl && (
                    <Button variant="outline" size="sm" onClick={() => setResumeOf(application)}>
                      View Resume<span className="sr-only"> of {student}</span>
                    </Button>
                  )}
                  <Link
                    to={paths.admin.application.getHref(application.id)}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    View Details<span className="sr-only"> of the application of {student}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ResumeViewerDialog
        open={resumeOf !== null}
        onOpenChange={(open) => !open && setResumeOf(null)}
        resumeUrl={resumeOf?.resumeUrl ?? null}
        personName={resumeOf?.student ? studentNameOf(resumeOf.student.fullName) : ""}
      />
    </Card>
  );
}
