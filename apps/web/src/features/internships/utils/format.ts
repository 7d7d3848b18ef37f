import type { InternshipType } from "@internpath/shared/enums";
import { formatDate, parseDate } from "@/lib/format";

export const INTERNSHIP_TYPE_LABELS: Record<InternshipType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
};

/** Spec: 'Apply by {date}' or 'Open until filled'. */
export function formatDeadline(deadline: string | null): string {
  return deadline ? `Apply by ${formatDate(deadline)}` : "Open until filled";
}

export function isPastDeadline(deadline: string | null, today = new Date()): boolean {
  if (!deadline) return false;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return parseDate(deadline) < startOfToday;
}

/** Spec fallback label for a company without a name. */
export function companyNameOf(name: string | null | undefined): string {
  return name?.trim() || "Unknown Company";
}
