import type { ApprovalQueueItem } from "@internpath/shared/trust-answers";
import { clsx } from "clsx";
import { Check, ShieldCheck, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { standaloneTextLinkClasses, TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, formatRelativeTime } from "@/lib/format";
import { useApprovalQueue, useDecideCompany } from "../api/trust-api";
import { ReasonDialog } from "./reason-dialog";
import { decisionToasts, ReviewCard, ReviewQueue } from "./review-queue";

const STANDING_LABELS: Record<string, string> = {
  pending: "New company",
  rejected: "Rejected before",
  revoked: "Verification revoked",
};

/** The companies waiting for an admin's review, oldest request first. */
export function ApprovalsQueue() {
  return (
    <ReviewQueue
      query={useApprovalQueue()}
      loadingLabel="Loading the approval queue..."
      placeholder={{ line: "w-1/2", buttons: "w-48" }}
      errorTitle="The approval queue could not load"
      empty={{
        icon: ShieldCheck,
        title: "No companies waiting",
        description: "A company waiting for approval appears here when it opens an internship.",
      }}
      listLabel="Companies waiting for approval"
      keyOf={(item) => item.id}
      renderItem={(item) => <ApprovalCard item={item} />}
    />
  );
}

function ApprovalCard({ item }: { item: ApprovalQueueItem }) {
  const decide = useDecideCompany();
  const [isRejecting, setRejecting] = useState(false);
  const name = companyNameOf(item.companyName);
  return (
    <ReviewCard
      title={name}
      href={paths.admin.company.getHref(item.id)}
      details={
        <>
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
        </>
      }
      actions={
        <>
          <Button
            isLoading={decide.isPending && decide.variables?.decision === "approve"}
            disabled={decide.isPending}
            aria-label={`Approve ${name}`}
            onClick={() =>
              decide.mutate(
                { id: item.id, decision: "approve" },
                decisionToasts(
                  `${name} is verified: its internships are live`,
                  "Failed to approve the company",
                ),
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
        </>
      }
    >
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
            decisionToasts(`${name} was rejected`, "Failed to reject the company", () => setRejecting(false)),
          )
        }
      />
    </ReviewCard>
  );
}
