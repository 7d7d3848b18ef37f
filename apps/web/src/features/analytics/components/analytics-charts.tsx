import type { ApplicationAnalytics } from "@internpath/shared/analytics-answers";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import type { ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { companyNameOf, formatCount } from "@/lib/format";
import { everyDay, longDay, shortDay } from "../utils/range";
import { ChartPanel } from "./chart-panel";
import { STATUS_LABELS } from "./status-labels";

/**
 * The four charts. This module is the only one that imports Recharts, and the analytics screen loads
 * it lazily, so no other page downloads the library.
 */

/** The spec's pie colours: pending yellow, reviewing blue, accepted teal, rejected red. */
const STATUS_COLORS = {
  pending: "#ca8a04",
  reviewing: "#2563eb",
  accepted: "#0d9488",
  rejected: "#dc2626",
  withdrawn: "#64748b",
} as const;
const BAR_COLOR = "#4f46e5";
const CHART_HEIGHT = 288;
const AXIS_TICK = { fontSize: 12, fill: "#475569" };
const AXIS_LABEL_LENGTH = 24;

const tooltipStyle = {
  contentStyle: { borderRadius: 8, borderColor: "#e2e8f0", fontSize: 13 },
  labelStyle: { color: "#0f172a", fontWeight: 600 },
};

function shorten(label: string, length = AXIS_LABEL_LENGTH): string {
  return label.length > length ? `${label.slice(0, length - 1)}…` : label;
}

type AnalyticsChartsProps = {
  analytics: ApplicationAnalytics;
  /** The range choice, shown beside the trend's title. */
  rangeControl: ReactNode;
};

export default function AnalyticsCharts({ analytics, rangeControl }: AnalyticsChartsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StatusChart analytics={analytics} />
      <CompaniesChart analytics={analytics} />
      <InternshipsChart analytics={analytics} />
      <TrendChart analytics={analytics} rangeControl={rangeControl} />
    </div>
  );
}

function StatusChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const data = APPLICATION_STATUSES.map((status) => ({
    status,
    label: STATUS_LABELS[status],
    count: analytics.byStatus[status],
    fill: STATUS_COLORS[status],
  }));
  return (
    <ChartPanel
      title="Application Status"
      description="Every application by its current status"
      table={{
        columns: ["Status", "Applications"],
        rows: data.map((slice) => ({ key: slice.status, label: slice.label, value: slice.count })),
      }}
      chart={
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
          <div className="h-56 w-56 shrink-0">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={data}
                  dataKey="count"
                  nameKey="label"
                  innerRadius="55%"
                  outerRadius="95%"
                  paddingAngle={1}
                  stroke="#ffffff"
                  isAnimationActive={false}
                />
                <Tooltip {...tooltipStyle} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {data.map((slice) => (
              <li key={slice.status} className="flex items-center gap-2">
                <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: slice.fill }} />
                <span className="text-neutral-700">{slice.label}</span>
                <span className="ml-auto pl-3 font-semibold tabular-nums text-neutral-900">
                  {formatCount(slice.count)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

type Ranked = { key: string; name: string; count: number };

function RankingBars({ data }: { data: Ranked[] }) {
  return (
    <div style={{ height: CHART_HEIGHT }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
          <YAxis
            type="category"
            dataKey="name"
            width={170}
            tick={AXIS_TICK}
            tickFormatter={(name: string) => shorten(name)}
          />
          <Tooltip {...tooltipStyle} cursor={{ fill: "#eef2ff" }} />
          <Bar
            dataKey="count"
            name="Applications"
            fill={BAR_COLOR}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A "top N" panel: the bars, and the same ranking as a table whose first column says what is ranked. */
function RankingPanel<Row extends Ranked>({
  title,
  description,
  column,
  data,
  labelOf = (row) => row.name,
  className,
}: {
  title: string;
  description: string;
  column: string;
  data: Row[];
  labelOf?: (row: Row) => ReactNode;
  className?: string;
}) {
  return (
    <ChartPanel
      title={title}
      description={description}
      className={className}
      table={{
        columns: [column, "Applications"],
        rows: data.map((row) => ({ key: row.key, label: labelOf(row), value: row.count })),
      }}
      chart={<RankingBars data={data} />}
    />
  );
}

function CompaniesChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const data = analytics.topCompanies.map((company) => ({
    key: company.companyId,
    name: companyNameOf(company.companyName),
    count: company.count,
  }));
  return (
    <RankingPanel
      title="Top Companies"
      description={`The ${data.length} companies with the most applications`}
      column="Company"
      data={data}
    />
  );
}

function InternshipsChart({ analytics }: { analytics: ApplicationAnalytics }) {
  const data = analytics.topInternships.map((internship) => ({
    key: internship.internshipId,
    name: internship.title,
    company: companyNameOf(internship.companyName),
    count: internship.count,
  }));
  return (
    <RankingPanel
      title="Top Internship Positions"
      description={`The ${data.length} internships with the most applications`}
      className="lg:col-span-2"
      column="Internship"
      data={data}
      labelOf={(row) => (
        <>
          {row.name} <span className="text-neutral-600">({row.company})</span>
        </>
      )}
    />
  );
}

function TrendChart({ analytics, rangeControl }: AnalyticsChartsProps) {
  const { from, to, days } = analytics.trend;
  const data = everyDay(from, to, days);
  const inRange = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <ChartPanel
      title="Application Trends"
      description={`${formatCount(inRange)} applications from ${longDay(from)} to ${longDay(to)} (UTC days)`}
      controls={rangeControl}
      className="lg:col-span-2"
      table={{
        columns: ["Day", "Applications"],
        rows: days.map((day) => ({ key: day.day, label: longDay(day.day), value: day.count })),
        note: "Days without applications are left out.",
      }}
      chart={
        <div style={{ height: CHART_HEIGHT }}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ left: 0, right: 16, top: 8 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS_TICK} minTickGap={28} />
              <YAxis allowDecimals={false} tick={AXIS_TICK} width={48} />
              <Tooltip {...tooltipStyle} labelFormatter={(day) => longDay(String(day))} />
              <Line
                type="monotone"
                dataKey="count"
                name="Applications"
                stroke={BAR_COLOR}
                strokeWidth={2}
                dot={data.length <= 31}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      }
    />
  );
}
