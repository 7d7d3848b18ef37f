import { parseAsStringLiteral, useQueryState } from "nuqs";
import { ANALYTICS_RANGES, type AnalyticsRange, DEFAULT_RANGE, rangeParams } from "../utils/range";

/** The trend's range lives in the URL (`?range=30d`), so a reload or a shared link shows the same days. */
export function useAnalyticsRange() {
  const [range, setRange] = useQueryState(
    "range",
    parseAsStringLiteral(ANALYTICS_RANGES).withDefault(DEFAULT_RANGE),
  );
  return {
    range,
    params: rangeParams(range),
    setRange: (next: AnalyticsRange) => setRange(next === DEFAULT_RANGE ? null : next),
  };
}
