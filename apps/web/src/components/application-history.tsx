import { useApplicationHistory } from "@/hooks/use-application-history";
import { formatDate } from "@/lib/format";

const HISTORY_LABELS: Record<string, string> = {
  pending: "Submitted",
  reviewing: "Review started",
  accepted: "Accepted",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/** Each recorded change with its date, so the student sees exactly what happened when. */
export function ApplicationHistory({
  applicationId,
  updatedAt,
}: {
  applicationId: string;
  updatedAt: string;
}) {
  const history = useApplicationHistory(applicationId, updatedAt);
  if (history.isPending) return <p className="mt-4 text-sm text-neutral-600">Loading history...</p>;
  if (history.isError) return <p className="mt-4 text-sm text-error-700">The history could not be loaded.</p>;
  return (
    <div className="mt-5 border-t border-neutral-100 pt-4">
      <h3 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">History</h3>
      <ol aria-label="History" className="mt-2 space-y-1 text-sm text-neutral-700">
        {history.data.items.map((entry) => (
          <li key={`${entry.toStatus}-${entry.createdAt}`} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium text-neutral-900">
              {HISTORY_LABELS[entry.toStatus] ?? entry.toStatus}
            </span>
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
