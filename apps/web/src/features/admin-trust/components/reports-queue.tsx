import { REPORT_REASON_LABELS } from "@internpath/shared/trust-schemas";
import type { ReportGroup } from "@internpath/shared/trust-types";
import { EyeOff, Flag, ThumbsUp } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, formatRelativeTime } from "@/lib/format";
import { useReportQueue, useResolveReports } from "../api/trust-api";
import { ReasonDialog } from "./reason-dialog";

/** Reported postings: one card per internship with open reports, the most recently reported first. */
export function ReportsQueue() {
  const [params] = useSearchParams();
  const after = params.get("after") ?? undefined;
  const queue = useReportQueue(after ? { after } : {});
  if (queue.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <p className="sr-only" role="status">
          Loading reported postings...
        </p>
        {placeholderKeys(2).map((key) => (
          <Card key={key} className="space-y-3 p-5">
            <SkeletonText size="lg" width="w-1/3" />
            <SkeletonText width="w-2/3" />
            <Skeleton className="h-9 w-56" />
          </Card>
        ))}
      </div>
    );
  }
  if (queue.isError) {
    return (
      <QueryError
        title="Reported postings could not load"
        onRetry={() => void queue.refetch()}
        isRetrying={queue.isFetching}
        layout="page"
      />
    );
  }
  if (queue.data.items.length === 0) {
    return (
      <EmptyState
        icon={Flag}
        title="No reports to review"
        description="When a student reports a posting, it appears here and in your notifications."
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label="Reported postings">
        {queue.data.items.map((group) => (
          <li key={group.internship.id}>
            <ReportCard group={group} />
          </li>
        ))}
      </ul>
      <Pagination prevCursor={null} nextCursor={queue.data.nextCursor} label="Reported posting pages" />
    </div>
  );
}

function ReportCard({ group }: { group: ReportGroup }) {
  const resolve = useResolveReports();
  const [asking, setAsking] = useState<"dismiss" | "hide" | null>(null);
  const { internship } = group;
  const count = `${group.count} report${group.count === 1 ? "" : "s"}`;
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-neutral-900">
            <TextLink standalone to={paths.admin.internship.getHref(internship.id)}>
              {internship.title}
            </TextLink>
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">
            {companyNameOf(internship.companyName)} · last reported {formatRelativeTime(group.latestAt)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="error">{count}</Badge>
            {internship.hidden && <Badge>Hidden</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" disabled={resolve.isPending} onClick={() => setAsking("dismiss")}>
            <ThumbsUp className="size-4" aria-hidden="true" />
            Dismiss
          </Button>
          <Button variant="danger" disabled={resolve.isPending} onClick={() => setAsking("hide")}>
            <EyeOff className="size-4" aria-hidden="true" />
            Hide Posting
          </Button>
        </div>
      </div>
      <ul
        className="mt-4 divide-y divide-neutral-200 border-t border-neutral-200"
        aria-label={`Reports of ${internship.title}`}
      >
        {group.reports.map((report) => (
          <li key={report.id} className="py-2.5 text-sm">
            <p className="font-medium text-neutral-900">{REPORT_REASON_LABELS[report.reason]}</p>
            {report.details && (
              <p className="mt-0.5 whitespace-pre-line text-neutral-700">{report.details}</p>
            )}
            <p className="mt-0.5 text-neutral-600">
              {report.reporterName || "A student"} · {formatRelativeTime(report.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking === "dismiss"}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Dismiss these reports?"
        message={`The posting stays up. The ${count} close, and each reporter is told it was reviewed.`}
        confirmLabel="Dismiss Reports"
        isPending={resolve.isPending}
        onConfirm={() =>
          resolve.mutate(
            { internshipId: internship.id, outcome: "dismiss" },
            {
              onSuccess: () => {
                toast.success("Reports dismissed");
                setAsking(null);
              },
              onError: () => toast.error("Failed to dismiss the reports"),
            },
          )
        }
      />
      <ReasonDialog
        open={asking === "hide"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Hide “${internship.title}”?`}
        description="Students no longer see it anywhere. Its company is told why, and the reporters that it was removed."
        confirmLabel="Hide Posting"
        isPending={resolve.isPending}
        onConfirm={(reason) =>
          resolve.mutate(
            { internshipId: internship.id, outcome: "hide", reason },
            {
              onSuccess: () => {
                toast.success("Posting hidden");
                setAsking(null);
              },
              onError: () => toast.error("Failed to hide the posting"),
            },
          )
        }
      />
    </Card>
  );
}
