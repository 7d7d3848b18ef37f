import type { ApplicationCounts } from "@internpath/shared/api-types";
import { FilterButtons } from "@/components/ui/filter-buttons";
import type { ApplicationStatusFilter } from "../hooks/use-review-applications-params";

const FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "reviewing", label: "Reviewing" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
  { value: "withdrawn", label: "Withdrawn" },
] as const satisfies readonly { value: ApplicationStatusFilter; label: string }[];

type ApplicationStatusFilterProps = {
  value: ApplicationStatusFilter;
  onChange: (value: ApplicationStatusFilter) => void;
  /** Unknown while the first page loads. */
  counts: ApplicationCounts | undefined;
};

/** How many applications each status holds; the pressed one is shown. */
export function ApplicationStatusFilterButtons({ value, onChange, counts }: ApplicationStatusFilterProps) {
  const options = FILTERS.map((filter) => ({ ...filter, count: counts?.[filter.value] }));
  return <FilterButtons legend="Status" options={options} value={value} onChange={onChange} />;
}
