import type { StudentDashboard } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { CheckCircle2, Clock, FileText, type LucideIcon, Search, XCircle } from "lucide-react";
import { SkeletonText } from "@/components/ui/skeleton";

type Counter = { label: string; value: number | undefined; icon: LucideIcon; iconClasses: string };

/**
 * Total Applications, Pending, Accepted, Rejected (the original's four) and Reviewing, so the parts add
 * up to the total; while `counts` loads, placeholders of the same size.
 */
export function StudentApplicationCounters({ counts }: { counts: StudentDashboard["counts"] | undefined }) {
  const counters: Counter[] = [
    {
      label: "Total Applications",
      value: counts?.total,
      icon: FileText,
      iconClasses: "bg-brand-50 text-brand-700",
    },
    { label: "Pending", value: counts?.pending, icon: Clock, iconClasses: "bg-warning-50 text-warning-700" },
    {
      label: "Reviewing",
      value: counts?.reviewing,
      icon: Search,
      iconClasses: "bg-accent-50 text-accent-700",
    },
    {
      label: "Accepted",
      value: counts?.accepted,
      icon: CheckCircle2,
      iconClasses: "bg-success-50 text-success-700",
    },
    { label: "Rejected", value: counts?.rejected, icon: XCircle, iconClasses: "bg-error-50 text-error-700" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
      {counters.map(({ label, value, icon: Icon, iconClasses }, index) => (
        // A <dl> group may hold only <dt> and <dd>: the icon sits inside the value, placed by the card.
        <div
          key={label}
          className={clsx(
            "relative flex min-w-0 flex-col-reverse rounded-card border border-neutral-200 bg-white p-4 shadow-card sm:py-5 sm:pr-5 sm:pl-[4.5rem]",
            // Five in two columns: the total spans the first row on its own.
            index === 0 && "col-span-2 sm:col-span-1",
          )}
        >
          <dt className="text-sm font-medium text-neutral-600">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums text-neutral-900">
            {value ?? <SkeletonText size="2xl" width="w-10" />}
            <span
              className={clsx(
                "absolute top-1/2 left-5 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full sm:flex",
                iconClasses,
              )}
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
