import { type Nullable, type UseQueryStatesKeysMap, useQueryStates, type Values } from "nuqs";
import { pageCursorOf, pageCursorParsers } from "@/lib/list-params";

type ListParamsOptions = {
  /** Scroll to the top when the list changes, as a link to the new list would. */
  scroll?: boolean;
};

type ChangeOptions = {
  /** "replace" for typed text, so a search does not add a history entry per pause. */
  history?: "push" | "replace";
};

/**
 * A list screen's filters and page, kept in the URL so a reload or a shared link shows the same list.
 * A change shows at once and reaches the URL a moment later, merged with any other change made
 * meanwhile (nuqs queues them per parameter), so two quick changes, such as a checkbox and a debounced
 * search box, never undo each other. Changing a filter starts again at the first page.
 */
export function useListParams<Filters extends UseQueryStatesKeysMap>(
  filterParsers: Filters,
  { scroll = false }: ListParamsOptions = {},
) {
  const [values, setValues] = useQueryStates({ ...filterParsers, ...pageCursorParsers }, { scroll });
  const { after, before, ...filters } = values;
  const page = pageCursorOf({ after, before });

  function setFilters(changes: Partial<Nullable<Values<Filters>>>, { history = "push" }: ChangeOptions = {}) {
    return setValues({ ...changes, after: null, before: null }, { history });
  }

  return {
    filters: filters as Values<Filters>,
    page,
    setFilters,
    goToFirstPage: () => setFilters({}),
    clearFilters: () => setValues(null, { history: "push" }),
  };
}
