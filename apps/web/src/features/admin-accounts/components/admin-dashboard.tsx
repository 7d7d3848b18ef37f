import type { AdminStats } from "@internpath/shared/admin-accounts-answers";
import { clsx } from "clsx";
import {
  BarChart3,
  Briefcase,
  Building2,
  ClipboardList,
  GraduationCap,
  type LucideIcon,
  ShieldCheck,
} from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonText } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatCount } from "@/lib/format";
import { useAdminStats } from "../api/account-reads";
import { AdministratorsCard } from "./administrators-card";

type Section = { label: string; description: string; to: string; icon: LucideIcon; iconClasses: string };

const SECTIONS: Section[] = [
  {
    label: "Students",
    description: "Search, add, edit and remove student accounts",
    to: paths.admin.students.getHref(),
    icon: GraduationCap,
    iconClasses: "bg-brand-50 text-brand-700",
  },
  {
    label: "Companies",
    description: "Company accounts, their internships and applicants",
    to: paths.admin.companies.getHref(),
    icon: Building2,
    iconClasses: "bg-accent-50 text-accent-700",
  },
  {
    label: "Internships",
    description: "Every posting, open, closed or draft",
    to: paths.admin.internships.getHref(),
    icon: Briefcase,
    iconClasses: "bg-success-50 text-success-700",
  },
  {
    label: "Applications",
    description: "Filter, review and export applications",
    to: paths.admin.applications.getHref(),
    icon: ClipboardList,
    iconClasses: "bg-warning-50 text-warning-700",
  },
  {
    label: "Analytics",
    description: "Application trends, top companies and positions",
    to: paths.admin.analytics.getHref(),
    icon: BarChart3,
    iconClasses: "bg-neutral-100 text-neutral-700",
  },
];

/** The admin's home: the back office's sections, the Activity Summary and the administrators. */
export function AdminDashboard() {
  const stats = useAdminStats();
  return (
    <div className="space-y-6">
      <nav aria-label="Back office">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {SECTIONS.map(({ label, description, to, icon: Icon, iconClasses }) => (
            <li key={label}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-3 rounded-card border border-neutral-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className={clsx("flex size-10 items-center justify-center rounded-full", iconClasses)}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-neutral-900 group-hover:text-brand-700">
                    {label}
                  </span>
                  <span className="hidden text-sm text-neutral-600 sm:block">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {stats.isError && !stats.data ? (
            <QueryError
              title="Failed to load dashboard statistics"
              onRetry={stats.refetch}
              isRetrying={stats.isFetching}
            />
          ) : (
            <ActivitySummary stats={stats.data} />
          )}
        </div>
        <AdministratorsCard />
      </div>
    </div>
  );
}

type Figure = { label: string; value: (stats: AdminStats) => number; to?: string };

const GROUPS: { title: string; icon: LucideIcon; figures: Figure[] }[] = [
  {
    title: "Accounts",
    icon: ShieldCheck,
    figures: [
      { label: "Students", value: (stats) => stats.students, to: paths.admin.students.getHref() },
      { label: "Companies", value: (stats) => stats.companies, to: paths.admin.companies.getHref() },
      { label: "Administrators", value: (stats) => stats.admins },
    ],
  },
  {
    title: "Internships",
    icon: Briefcase,
    figures: [
      { label: "Total", value: (stats) => stats.internships.total, to: paths.admin.internships.getHref() },
      { label: "Open", value: (stats) => stats.internships.open },
    ],
  },
  {
    title: "Applications",
    icon: ClipboardList,
    figures: [
      { label: "Total", value: (stats) => stats.applications.total, to: paths.admin.applications.getHref() },
      { label: "Pending", value: (stats) => stats.applications.pending },
      { label: "Reviewing", value: (stats) => stats.applications.reviewing },
      { label: "Accepted", value: (stats) => stats.applications.accepted },
      { label: "Rejected", value: (stats) => stats.applications.rejected },
      { label: "Withdrawn", value: (stats) => stats.applications.withdrawn },
    ],
  },
];

/** Counts from one SQL statement; placeholders of the same size while they load. */
function ActivitySummary({ stats }: { stats: AdminStats | undefined }) {
  return (
    <Card aria-busy={!stats || undefined}>
      <CardHeader title="Activity Summary" description="Everything on InternPath right now." />
      <p role="status" className="sr-only">
        {stats ? "" : "Loading dashboard statistics..."}
      </p>
      <CardContent className="space-y-5">
        {GROUPS.map(({ title, icon: Icon, figures }) => (
          <section key={title} aria-labelledby={`summary-${title}`}>
            <h3
              id={`summary-${title}`}
              className="mb-2 flex items-center gap-2 text-sm font-semibold text-neutral-800"
            >
              <Icon className="size-4 text-neutral-500" aria-hidden="true" />
              {title}
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
              {figures.map((figure) => (
                <div
                  key={figure.label}
                  className="rounded-control border border-neutral-200 bg-neutral-50 px-3 py-2"
                >
                  <dt className="flex min-h-11 items-center text-xs font-medium text-neutral-600 sm:block sm:min-h-0">
                    {figure.to ? (
                      <Link
                        to={figure.to}
                        className="flex min-h-11 items-center hover:text-brand-700 hover:underline sm:inline sm:min-h-0"
                      >
                        {figure.label}
                        <span className="sr-only"> ({title.toLowerCase()})</span>
                      </Link>
                    ) : (
                      figure.label
                    )}
                  </dt>
                  <dd className="text-xl font-bold text-neutral-900 tabular-nums">
                    {stats ? formatCount(figure.value(stats)) : <SkeletonText size="lg" width="w-12" />}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
