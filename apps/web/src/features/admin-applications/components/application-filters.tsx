import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useCompanyOptions, useInternshipOptions } from "../api/get-filter-options";
import type { AppliedFilters } from "../hooks/use-admin-applications-params";
import { STATUS_LABELS } from "../utils/names";

type ApplicationFiltersProps = {
  applied: AppliedFilters;
  /** The chosen filters' names from the list's answer, so a reloaded page shows them. */
  labels: { company?: string | null; internship?: string | null };
  /** A company's own page fixes the company: no Company picker. */
  showCompany: boolean;
  onApply: (filters: AppliedFilters) => void;
  onReset: () => void;
};

function optionOf(id: string, label: string | null | undefined, fallback: string): ComboboxOption | null {
  return id ? { id, label: label ?? fallback } : null;
}

/** A picker's options from its search: what has arrived, whether more is coming, and a failure to say. */
function searched(
  search: { data?: ComboboxOption[]; isFetching: boolean; isError: boolean },
  failure: string,
) {
  return {
    options: search.data ?? [],
    isLoading: search.isFetching,
    errorText: search.isError ? failure : undefined,
  };
}

/**
 * Status, Company and Internship, applied together with Apply Filters (AND); Reset Filters clears
 * them. The pickers search the admin's company and internship lists as one types.
 */
export function ApplicationFilters({
  applied,
  labels,
  showCompany,
  onApply,
  onReset,
}: ApplicationFiltersProps) {
  const [status, setStatus] = useState(applied.status);
  const [company, setCompany] = useState(() =>
    optionOf(applied.companyId, labels.company, "Unknown Company"),
  );
  const [internship, setInternship] = useState(() =>
    optionOf(applied.internshipId, labels.internship, "Unknown Internship"),
  );
  const [companyQuery, setCompanyQuery] = useState("");
  const [internshipQuery, setInternshipQuery] = useState("");
  const companies = useCompanyOptions(useDebouncedValue(companyQuery.trim()), showCompany);
  const internships = useInternshipOptions(
    useDebouncedValue(internshipQuery.trim()),
    showCompany ? company?.id : applied.companyId || undefined,
    true,
  );

  return (
    <form
      className="grid grid-cols-1 gap-4 md:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ status, companyId: company?.id ?? "", internshipId: internship?.id ?? "" });
      }}
    >
      <Field label="Status">
        {(control) => (
          <Select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as AppliedFilters["status"])}
          >
            <option value="all">All statuses</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {showCompany && (
        <Combobox
          label="Company"
          placeholder="All companies"
          value={company}
          onChange={(next) => {
            setCompany(next);
            // An internship of another company would match nothing.
            setInternship(null);
          }}
          query={companyQuery}
          onQueryChange={setCompanyQuery}
          {...searched(companies, "Companies could not be loaded")}
          emptyText="No companies found"
          clearLabel="Clear company"
        />
      )}
      <Combobox
        label="Internship"
        placeholder="All internships"
        value={internship}
        onChange={setInternship}
        query={internshipQuery}
        onQueryChange={setInternshipQuery}
        {...searched(internships, "Internships could not be loaded")}
        emptyText="No internships found"
        clearLabel="Clear internship"
      />
      <div className="flex flex-wrap justify-end gap-2 md:col-span-3">
        <Button
          variant="ghost"
          onClick={() => {
            setStatus("all");
            setCompany(null);
            setInternship(null);
            onReset();
          }}
        >
          Reset Filters
        </Button>
        <Button type="submit">Apply Filters</Button>
      </div>
    </form>
  );
}
