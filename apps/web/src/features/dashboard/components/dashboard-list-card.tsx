import { STUDENT_DASHBOARD_RECENT } from "@internpath/shared/limits";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardHeader } from "@/components/ui/card";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { TextLink } from "@/components/ui/text-link";

type DashboardListCardProps<Item> = {
  title: string;
  /** The header's link to the whole list: what it shows and what it says to screen readers. */
  all: { to: string; text: string; label: string };
  /** Undefined while loading: rows of the same size. */
  items: Item[] | undefined;
  /** How a row lines up its text and what is beside it. */
  rowClassName: string;
  /** The placeholder's third line width and the class of what stands beside it. */
  placeholder: { lastLine: string; aside: string };
  empty: ReactNode;
  keyOf: (item: Item) => string;
  renderRow: (item: Item) => ReactNode;
};

/** A student dashboard card: a short list of the newest items, with a link to all of them. */
export function DashboardListCard<Item>(props: DashboardListCardProps<Item>) {
  const { items } = props;
  return (
    <Card className="flex flex-col">
      <CardHeader
        title={props.title}
        actions={
          <TextLink
            standalone
            to={props.all.to}
            className="inline-flex items-center gap-1 text-sm"
            aria-label={props.all.label}
          >
            {props.all.text}
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
        }
      />
      {!items ? (
        <ul className="divide-y divide-neutral-100" aria-hidden="true">
          {placeholderKeys(STUDENT_DASHBOARD_RECENT).map((key) => (
            <li key={key} className={props.rowClassName}>
              <div className="min-w-0 flex-1">
                <SkeletonText width="w-48" />
                <SkeletonText width="w-32" className="mt-0.5" />
                <SkeletonText size="xs" width={props.placeholder.lastLine} className="mt-0.5" />
              </div>
              <Skeleton className={`shrink-0 ${props.placeholder.aside}`} />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        props.empty
      ) : (
        <ul className="divide-y divide-neutral-100" aria-label={props.title}>
          {items.map((item) => (
            <li key={props.keyOf(item)} className={props.rowClassName}>
              {props.renderRow(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
