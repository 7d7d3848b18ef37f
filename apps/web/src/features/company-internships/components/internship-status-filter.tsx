import { FilterButtons } from "@/components/ui/filter-buttons";
import type { InternshipStatusFilter } from "../hooks/use-manage-internships-params";

const FILTERS = [
  { value: "all", label: "All" },
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "draft", label: "Draft" },
] as const satisfies readonly { value: InternshipStatusFilter; label: string }[];

type InternshipStatusFilterProps = {
  value: InternshipStatusFilter;
  onChange: (value: InternshipStatusFilter) => void;
};

export function InternshipStatusFilterButtons({ value, onChange }: InternshipStatusFilterProps) {
  return <FilterButtons legend="Status" options={FILTERS} value={value} onChange={onChange} />;
}
