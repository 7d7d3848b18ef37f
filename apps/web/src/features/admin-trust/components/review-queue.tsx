import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { TextLink } from "@/components/ui/text-link";

type ReviewQueueProps<Item> = {
  query: UseQueryResult<{ items: Item[] }>;
  loadingLabel: string;
  /** The placeholder's second line and button row, the size of the cards to come. */
  placeholder: { line: string; buttons: string };
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; description: string };
  listLabel: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
};

/** An admin's queue (companies to approve, reported postings): loading, failure, empty, one card an item. */
export function ReviewQueue<Item>(props: ReviewQueueProps<Item>) {
  const { query } = props;
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <p className="sr-only" role="status">
          {props.loadingLabel}
        </p>
        {placeholderKeys(2).map((key) => (
          <Card key={key} className="space-y-3 p-5">
            <SkeletonText size="lg" width="w-1/3" />
            <SkeletonText width={props.placeholder.line} />
            <Skeleton className={`h-9 ${props.placeholder.buttons}`} />
          </Card>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={props.errorTitle}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        layout="page"
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <EmptyState icon={props.empty.icon} title={props.empty.title} description={props.empty.description} />
    );
  }
  return (
    <ul className="space-y-4" aria-label={props.listLabel}>
      {query.data.items.map((item) => (
        <li key={props.keyOf(item)}>{props.renderItem(item)}</li>
      ))}
    </ul>
  );
}

type ReviewCardProps = {
  title: string;
  href: string;
  /** The lines under the title. */
  details: ReactNode;
  actions: ReactNode;
  /** Below the header: the reports, the dialogs. */
  children?: ReactNode;
};

/** One item of a queue: its linked title and details, the admin's decisions beside them. */
export function ReviewCard({ title, href, details, actions, children }: ReviewCardProps) {
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-neutral-900">
            <TextLink standalone to={href}>
              {title}
            </TextLink>
          </h2>
          {details}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
      </div>
      {children}
    </Card>
  );
}

/** A decision's toasts, and what follows a success (closing its dialog). */
export function decisionToasts(success: string, failure: string, then?: () => void) {
  return {
    onSuccess: () => {
      toast.success(success);
      then?.();
    },
    onError: () => toast.error(failure),
  };
}
