import type { StudentDashboard } from "@internpath/shared/api-types";
import { CheckCircle2, Clock, FileText, Search, XCircle } from "lucide-react";
import { type SummaryCounter, SummaryCounters } from "@/components/ui/summary-counters";
import { paths } from "@/config/paths";

/**
 * Total Applications, Pending, Accepted, Rejected (the original's four) and Reviewing, so the parts add
 * up to the total; each links to My Applications with that status chosen. While `counts` loads,
 * placeholders of the same size.
 */
export function StudentApplicationCounters({ counts }: { counts: StudentDashboard["counts"] | undefined }) {
  const counters: SummaryCounter[] = [
    {
      label: "Total Applications",
      value: counts?.total,
      to: paths.app.applications.getHref(),
      icon: FileText,
      iconClasses: "bg-brand-50 text-brand-700",
    },
    {
      label: "Pending",
      value: counts?.pending,
      to: paths.app.applications.getHref("pending"),
      icon: Clock,
      iconClasses: "bg-warning-50 text-warning-700",
    },
    {
      label: "Reviewing",
      value: counts?.reviewing,
      to: paths.app.applications.getHref("reviewing"),
      icon: Search,
      iconClasses: "bg-accent-50 text-accent-700",
    },
    {
      label: "Accepted",
      value: counts?.accepted,
      to: paths.app.applications.getHref("accepted"),
      icon: CheckCircle2,
      iconClasses: "bg-success-50 text-success-700",
    },
    {
      label: "Rejected",
      value: counts?.rejected,
      to: paths.app.applications.getHref("rejected"),
      icon: XCircle,
      iconClasses: "bg-error-50 text-error-700",
    },
  ];
  return <SummaryCounters counters={counters} />;
}
