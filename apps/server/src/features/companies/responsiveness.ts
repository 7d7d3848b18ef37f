import { RESPONSIVENESS_MIN_SAMPLE, type Responsiveness } from "@internpath/shared/responsiveness";

/**
 * A company's figures as pages show them (docs/product.md, "Responsiveness"): read from
 * company_responsiveness (refreshed hourly by the responsiveness job), hidden below the minimum sample.
 */
export function shownResponsiveness(row: {
  applications: number | null;
  responded: number | null;
  medianDays: number | null;
}): Responsiveness | null {
  const applications = Number(row.applications ?? 0);
  if (applications < RESPONSIVENESS_MIN_SAMPLE) return null;
  return {
    applications,
    responded: Number(row.responded ?? 0),
    medianDays: row.medianDays === null ? null : Number(row.medianDays),
  };
}
