import type { ReportGroup } from "@internpath/shared/trust-answers";
import { REPORT_REASON_LABELS } from "@internpath/shared/trust-schemas";
import { EyeOff, Flag, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { companyNameOf, formatRelativeTime } from "@/lib/format";
import { useReportQueue, useResolveReports } from "../api/trust-api";
import { ReasonDialog } from "./reason-dialog";
import { decisionToasts, ReviewCard, ReviewQueue } from "./review-queue";

/** Reported postings: one card per internship with open reports, the most recently reported first. */
export function ReportsQueue() {
  const [params] = useSearchParams();
  const after = params.get("after") ?? undefined;
  const queue = useReportQueue(after ? { after } : {});
  return (
    <div className="space-y-4">
      <ReviewQueue
        query={queue}
        loadingLabel="Loading reported postings..."
        placeholder={{ line: "w-2/3", buttons: "w-56" }}
        errorTitle="Reported postings could not load"
        empty={{
          icon: Flag,
          title: "No reports to review",
          description: "When a student reports a posting, it appears here and in your notifications.",
        }}
        listLabel="Reported postings"
        keyOf={(group) => group.internship.id}
        renderItem={(group) => <ReportCard group={group} />}
      />
      {queue.data && queue.data.items.length > 0 && (
        <Pagination prevCursor={null} nextCursor={queue.data.nextCursor} label="Reported posting pages" />
      )}
    </div>
  );
}

function ReportCard({ group }: { group: ReportGroup }) {
  const resolve = useResolveReports();
  const [asking, setAsking] = useState<"dismiss" | "hide" | null>(null);
  const { internship } = group;
  const count = `${group.count} report${group.count === 1 ? "" : "s"}`;
  const close = () => setAsking(null);
  return (
    <ReviewCard
      title={internship.title}
      href={paths.admin.internship.getHref(internship.id)}
      details={
        <>
          <p className="mt-0.5 text-sm text-neutral-600">
            {companyNameOf(internship.companyName)} · last reported {formatRelativeTime(group.latestAt)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="error">{count}</Badge>
            {internship.hidden && <Badge>Hidden</Badge>}
          </div>
        </>
      }
      actions={
        <>
          <Button variant="outline" disabled={resolve.isPending} onClick={() => setAsking("dismiss")}>
            <ThumbsUp className="size-4" aria-hidden="true" />
            Dismiss
          </Button>
          <Button variant="danger" disabled={resolve.isPending} onClick={() => setAsking("hide")}>
            <EyeOff className="size-4" aria-hidden="true" />
            Hide Posting
          </Button>
        </>
      }
    >
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
        onOpenChange={(open) => !open && close()}
        title="Dismiss these reports?"
        message={`The posting stays up. The ${count} close, and each reporter is told it was reviewed.`}
        confirmLabel="Dismiss Reports"
        isPending={resolve.isPending}
        onConfirm={() =>
          resolve.mutate(
            { internshipId: internship.id, outcome: "dismiss" },
            decisionToasts("Reports dismissed", "Failed to dismiss the reports", close),
          )
        }
      />
      <ReasonDialog
        open={asking === "hide"}
        onOpenChange={(open) => !open && close()}
        title={`Hide “${internship.title}”?`}
        description="Students no longer see it anywhere. Its company is told why, and the reporters that it was removed."
        confirmLabel="Hide Posting"
        isPending={resolve.isPending}
        onConfirm={(reason) =>
          resolve.mutate(
            { internshipId: internship.id, outcome: "hide", reason },
            decisionToasts("Posting hidden", "Failed to hide the posting", close),
          )
        }
      />
    </ReviewCard>
  );
}
