import type {
  CompanyApplication,
  CompanyDashboard,
  CompanyInternshipRow,
} from "@internpath/shared/api-types";
import { COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS, COMPANY_DASHBOARD_RECENT } from "@internpath/shared/limits";
import {
  Briefcase,
  Building2,
  ClipboardList,
  FilePen,
  FileText,
  Hourglass,
  type LucideIcon,
  MapPin,
  Pencil,
  Plus,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { useUnlistedNote } from "@/components/own-internship-status";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { Card, CardEmpty, CardHeader } from "@/components/ui/card";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { SkillList } from "@/components/ui/skill-list";
import { type SummaryCounter, SummaryCounters } from "@/components/ui/summary-counters";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { formatLocation } from "@/lib/format";
import { useFormatDate } from "@/lib/render-time";

const DASHBOARD_SKILLS_SHOWN = 2;

const counterOf = {
  activeInternships: {
    label: "Active Internships",
    to: paths.app.manageInternships.getHref(),
    icon: Briefcase,
    iconClasses: "bg-success-50 text-success-700",
  },
  totalApplications: {
    label: "Total Applications",
    to: paths.app.applications.getHref(),
    icon: Users,
    iconClasses: "bg-brand-50 text-brand-700",
  },
  pendingReview: {
    label: "Pending Review",
    to: paths.app.applications.getHref("pending"),
    icon: Hourglass,
    iconClasses: "bg-warning-50 text-warning-700",
  },
  draftInternships: {
    label: "Draft Internships",
    to: paths.app.manageInternships.getHref("draft"),
    icon: FilePen,
    iconClasses: "bg-neutral-100 text-neutral-700",
  },
} satisfies Record<keyof CompanyDashboard["counts"], Omit<SummaryCounter, "value">>;

/** Four counters, each a link to the list it counts; while `counts` loads, placeholders of the same size. */
export function CompanyCounters({ counts }: { counts: CompanyDashboard["counts"] | undefined }) {
  const keys = Object.keys(counterOf) as (keyof typeof counterOf)[];
  // While the company is not live its open internships are not "active" for students: the counter says so.
  const unlisted = useUnlistedNote();
  return (
    <SummaryCounters
      counters={keys.map((key) => ({
        ...counterOf[key],
        value: counts?.[key],
        ...(key === "activeInternships" &&
          unlisted && { note: unlisted, iconClasses: "bg-warning-50 text-warning-700" }),
      }))}
    />
  );
}

/** The 5 newest applications, linking to the review screen; while they load, rows of the same size. */
export function CompanyRecentApplications({
  applications,
}: {
  applications: CompanyApplication[] | undefined;
}) {
  const formatDate = useFormatDate();
  return (
    <Card className="flex flex-col">
      <CardHeader
        title="Recent Applications"
        actions={
          <TextLink standalone to={paths.app.applications.getHref()} className="text-sm">
            View all<span className="sr-only"> applications</span>
          </TextLink>
        }
      />
      {!applications ? (
        <ul className="divide-y divide-neutral-200" aria-hidden="true">
          {placeholderKeys(COMPANY_DASHBOARD_RECENT).map((key) => (
            <li key={key} className="flex items-center gap-3 px-5 py-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <div className="min-w-0 flex-1">
                <SkeletonText width="w-36" />
                <SkeletonText width="w-52" />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <Skeleton className="h-5 w-16 rounded-full" />
                <SkeletonText size="xs" width="w-20" />
              </div>
            </li>
          ))}
        </ul>
      ) : applications.length === 0 ? (
        <CardEmpty icon={FileText} description="New applications to your internships show up here.">
          No applications yet
        </CardEmpty>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {applications.map((application) => {
            const name = application.student.fullName.trim() || "Unnamed Student";
            return (
              <li key={application.id} className="flex items-center gap-3 px-5 py-3">
                <Avatar src={application.student.avatarUrl} name={name} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-neutral-900">{name}</p>
                  <p className="truncate text-sm text-neutral-600">{application.internship.title}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <ApplicationStatusBadge status={application.status} />
                  <span className="text-xs text-neutral-600">{formatDate(application.createdAt)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Up to 3 open internships with 2 skills and '+N'; while they load, cards of the same size. */
export function CompanyActiveInternships({
  internships,
}: {
  internships: CompanyInternshipRow[] | undefined;
}) {
  return (
    <Card>
      <CardHeader
        title="Active Internships"
        actions={
          <TextLink standalone to={paths.app.manageInternships.getHref()} className="text-sm">
            Manage<span className="sr-only"> internships</span>
          </TextLink>
        }
      />
      {!internships ? (
        <ul className="grid grid-cols-1 gap-4 p-5 md:grid-cols-3" aria-hidden="true">
          {placeholderKeys(COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS).map((key) => (
            <li key={key} className="flex flex-col gap-3 rounded-control border border-neutral-200 p-4">
              <div className="min-w-0">
                <SkeletonText size="base" width="w-44" />
                <SkeletonText width="w-28" className="mt-1" />
              </div>
              <div className="flex gap-1.5">
                <Skeleton className="h-5 w-16 rounded-full" />
                <Skeleton className="h-5 w-12 rounded-full" />
              </div>
              <div className="mt-auto flex items-center justify-between gap-2 border-t border-neutral-200 pt-3">
                <SkeletonText width="w-28" />
                <Skeleton className="h-11 sm:h-8 w-16 rounded-control" />
              </div>
            </li>
          ))}
        </ul>
      ) : internships.length === 0 ? (
        <CardEmpty
          icon={Briefcase}
          description="Open an internship so students can apply."
          action={
            <ButtonLink to={paths.app.createInternship.getHref()} size="sm">
              <Plus className="size-4" aria-hidden="true" />
              Post New Internship
            </ButtonLink>
          }
        >
          No active internships
        </CardEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-4 p-5 md:grid-cols-3">
          {internships.map((internship) => (
            <li
              key={internship.id}
              className="flex flex-col gap-3 rounded-control border border-neutral-200 p-4"
            >
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-neutral-900">{internship.title}</h3>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-neutral-600">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{formatLocation(internship.location, internship.isRemote)}</span>
                </p>
              </div>
              <SkillList
                skills={internship.skills}
                max={DASHBOARD_SKILLS_SHOWN}
                label={`Skills for ${internship.title}`}
              />
              <div className="mt-auto flex items-center justify-between gap-2 border-t border-neutral-200 pt-3">
                <span className="flex items-center gap-1.5 text-sm text-neutral-700">
                  <Users className="size-4 text-neutral-500" aria-hidden="true" />
                  {internship.applicationCount}{" "}
                  {internship.applicationCount === 1 ? "application" : "applications"}
                </span>
                <Link
                  to={paths.app.editInternship.getHref(internship.id)}
                  className={buttonClasses({ variant: "ghost", size: "sm" })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit<span className="sr-only"> {internship.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const QUICK_ACTIONS: { label: string; to: string; icon: LucideIcon; primary?: boolean }[] = [
  { label: "Post New Internship", to: paths.app.createInternship.getHref(), icon: Plus, primary: true },
  { label: "Manage Internships", to: paths.app.manageInternships.getHref(), icon: Briefcase },
  { label: "Review Applications", to: paths.app.applications.getHref(), icon: ClipboardList },
  { label: "Company Profile", to: paths.app.profile.getHref(), icon: Building2 },
];

export function CompanyQuickActions() {
  return (
    <Card>
      <CardHeader title="Quick Actions" />
      <ul className="grid gap-2 p-5">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon, primary }) => (
          <li key={to}>
            <ButtonLink to={to} variant={primary ? "primary" : "outline"} fullWidth className="justify-start">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
