import type { ApprovalQueueItem } from "@internpath/shared/trust-types";
import { clsx } from "clsx";
import { Check, ShieldCheck, X } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { standaloneTextLinkClasses, TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, formatRelativeTime } from "@/lib/format";
import { useApprovalQueue, useDecideCompany } from "../api/trust-api";
import { ReasonDialog } from "./reason-dialog";

const STANDING_LABELS: Record<string, string> = {
  pending: "New company",
  rejected: "Rejected before",
  revoked: "Verification revoked",
};

/** The companies waiting for an admin's review, oldest request first. */
export function ApprovalsQueue() {
  const queue = useApprovalQueue();
  if (queue.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <p className="sr-only" role="status">
          Loading the approval queue...
        </p>
        {placeholderKeys(2).map((key) => (
          <Card key={key} className="space-y-3 p-5">
            <SkeletonText size="lg" width="w-1/3" />
            <SkeletonText width="w-1/2" />
            <Skeleton className="h-9 w-48" />
          </Card>
        ))}
      </div>
    );
  }
  if (queue.isError) {
    return (
      <QueryError
        title="The approval queue could not load"
        onRetry={() => void queue.refetch()}
        isRetrying={queue.isFetching}
        layout="page"
      />
    );
  }
  if (queue.data.items.length === 0) {
    return (
      <EmptyState
        icon={ShieldCheck}
        title="No companies waiting"
        description="A company waiting for approval appears here when it opens an internship."
      />
    );
  }
  return (
    <ul className="space-y-4" aria-label="Companies waiting for approval">
      {queue.data.items.map((item) => (
        <li key={item.id}>
          <ApprovalCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function ApprovalCard({ item }: { item: ApprovalQueueItem }) {
  const decide = useDecideCompany();
  const [isRejecting, setRejecting] = useState(false);
  const name = companyNameOf(item.companyName);
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-neutral-900">
            <TextLink standalone to={paths.admin.company.getHref(item.id)}>
              {name}
            </TextLink>
          </h2>
          <p className="mt-0.5 text-sm break-words text-neutral-600">
            {item.fullName} · {item.email}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-600">
            <Badge tone="warning">{STANDING_LABELS[item.verification] ?? item.verification}</Badge>
            {item.industry && <span>{item.industry}</span>}
            {item.website && (
              <a
                href={item.website}
                className={clsx("break-all text-brand-700 underline", standaloneTextLinkClasses)}
                rel="noreferrer noopener"
                target="_blank"
              >
                {item.website}
              </a>
            )}
            <span>Asked {formatRelativeTime(item.reviewRequestedAt)}</span>
          </div>
          {item.openInternships.length > 0 && (
            <div className="mt-3">
              <p className="text-sm font-medium text-neutral-800">Open internships</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                {item.openInternships.map((internship) => (
                  <li key={internship.id}>
                    <TextLink standalone to={paths.admin.internship.getHref(internship.id)}>
                      {internship.title}
                    </TextLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            isLoading={decide.isPending && decide.variables?.decision === "approve"}
            disabled={decide.isPending}
            aria-label={`Approve ${name}`}
            onClick={() =>
              decide.mutate(
                { id: item.id, decision: "approve" },
                {
                  onSuccess: () => toast.success(`${name} is verified: its internships are live`),
                  onError: () => toast.error("Failed to approve the company"),
                },
              )
            }
          >
            <Check className="size-4" aria-hidden="true" />
            Approve
          </Button>
          <Button
            variant="outline"
            disabled={decide.isPending}
            aria-label={`Reject ${name}`}
            onClick={() => setRejecting(true)}
          >
            <X className="size-4" aria-hidden="true" />
            Reject
          </Button>
        </div>
      </div>
      <ReasonDialog
        open={isRejecting}
        onOpenChange={setRejecting}
        title={`Reject ${name}?`}
        description="Students will not see its internships. The company is told, with your reason."
        confirmLabel="Reject Company"
        isPending={decide.isPending}
        onConfirm={(reason) =>
          decide.mutate(
            { id: item.id, decision: "reject", reason },
            {
              onSuccess: () => {
                toast.success(`${name} was rejected`);
                setRejecting(false);
              },
              onError: () => toast.error("Failed to reject the company"),
            },
          )
        }
      />
    </Card>
  );
}
