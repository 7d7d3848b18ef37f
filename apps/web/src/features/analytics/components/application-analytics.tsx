import type { ApplicationAnalytics as Figures } from "@internpath/shared/analytics-answers";
import { CheckCircle2, Clock, FileText, Inbox, RefreshCw, Search, Undo2, XCircle } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { ExportButton } from "@/components/export-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage } from "@/lib/api-client";
import { formatCount } from "@/lib/format";
import { exportAnalytics } from "../api/export-analytics";
import { useAnalytics } from "../api/get-analytics";
import { useAnalyticsRange } from "../hooks/use-analytics-range";
import { ANALYTICS_RANGES, type AnalyticsRange, RANGE_LABELS } from "../utils/range";
import { STATUS_LABELS } from "./status-labels";

// Recharts comes with the charts, after the figures: nothing else in the app downloads it.
const AnalyticsCharts = lazy(() => import("./analytics-charts"));

const EXPORT_TEXTS = {
  exported: "Report exported successfully",
  empty: "No data to export",
  failed: "Failed to export data. See console for details.",
};

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

/** /admin/analytics: summary cards, four charts (each also a table), the range, the report and a refresh. */
export function ApplicationAnalytics() {
  const { range, params, setRange } = useAnalyticsRange();
  const query = useAnalytics(params);
  return (
    <>
      <PageHeader
        title="Application Analytics"
        description="Insights and trends from application data"
        actions={
          <>
            <ExportButton download={() => exportAnalytics(params)} texts={EXPORT_TEXTS}>
              Export Report
            </ExportButton>
            <Button onClick={() => void query.refetch()} isLoading={query.isFetching && !query.isPending}>
              {!(query.isFetching && !query.isPending) && <RefreshCw className="size-4" aria-hidden="true" />}
              Refresh Data
            </Button>
          </>
        }
      />
      <Body query={query} rangeControl={<RangeSelect value={range} onChange={setRange} />} />
    </>
  );
}

type BodyProps = { query: ReturnType<typeof useAnalytics>; rangeControl: ReactNode };

function Body({ query, rangeControl }: BodyProps) {
  if (query.isPending) return <LoadingScreen fullScreen={false} label="Loading analytics..." />;
  if (query.isError && !query.data) {
    return (
      <div className="space-y-4">
        <Alert title="Analytics Not Available">
          <p>{getErrorMessage(query.error, "An error occurred while fetching application data")}</p>
          <p>
            There was a problem loading the analytics data. This could be due to database configuration
            issues.
          </p>
        </Alert>
        <Button onClick={() => void query.refetch()} isLoading={query.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  const figures = query.data;
  if (figures.total === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No application data found"
        description="Figures and charts appear here once students apply to internships."
      />
    );
  }
  return (
    <div className="space-y-6" aria-busy={query.isFetching}>
      <p className="text-sm text-neutral-600" aria-live="polite">
        Updated at {timeFormat.format(query.dataUpdatedAt)}
      </p>
      <SummaryCards figures={figures} />
      <Suspense fallback={<ChartsPlaceholder />}>
        <AnalyticsCharts analytics={figures} rangeControl={rangeControl} />
      </Suspense>
    </div>
  );
}

const CARDS = [
  { key: "total", label: "Total Applications", icon: FileText, tone: "bg-brand-50 text-brand-700" },
  { key: "pending", label: STATUS_LABELS.pending, icon: Clock, tone: "bg-warning-50 text-warning-700" },
  { key: "reviewing", label: STATUS_LABELS.reviewing, icon: Search, tone: "bg-accent-50 text-accent-700" },
  {
    key: "accepted",
    label: STATUS_LABELS.accepted,
    icon: CheckCircle2,
    tone: "bg-success-50 text-success-700",
  },
  { key: "rejected", label: STATUS_LABELS.rejected, icon: XCircle, tone: "bg-error-50 text-error-700" },
  {
    key: "withdrawn",
    label: STATUS_LABELS.withdrawn,
    icon: Undo2,
    tone: "bg-neutral-100 text-neutral-700",
  },
] as const;

function SummaryCards({ figures }: { figures: Figures }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 2xl:grid-cols-6" aria-label="Summary">
      {CARDS.map(({ key, label, icon: Icon, tone }) => {
        const value = key === "total" ? figures.total : figures.byStatus[key];
        return (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-neutral-600">{label}</span>
                <span className="block text-2xl font-bold tabular-nums text-neutral-900">
                  {formatCount(value)}
                </span>
              </span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function RangeSelect({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        Range
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as AnalyticsRange)}
        className="h-11 w-40 text-sm sm:h-8"
      >
        {ANALYTICS_RANGES.map((range) => (
          <option key={range} value={range}>
            {RANGE_LABELS[range]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The charts' cards at their final size while Recharts downloads. */
function ChartsPlaceholder() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-[24rem] rounded-card" />
      <Skeleton className="h-[24rem] rounded-card" />
      <Skeleton className="h-[24rem] rounded-card lg:col-span-2" />
      <Skeleton className="h-[24rem] rounded-card lg:col-span-2" />
    </div>
  );
}
