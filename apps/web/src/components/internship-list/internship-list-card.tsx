import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One line of a card's facts: an icon named for screen readers, then the value. */
export type CardFact = { icon: LucideIcon; label: string; value: ReactNode };

type InternshipListCardProps = {
  heading: ReactNode;
  /** Beside the heading: the status (and any other badge). */
  badges: ReactNode;
  /** `false` leaves a fact out. */
  facts: (CardFact | false)[];
  /** At the card's foot: the row's actions and their confirmation. */
  actions: ReactNode;
  /** After the actions (a prompt, a dialog). */
  children?: ReactNode;
};

/** An internship in a list on phones and tablets. */
export function InternshipListCard({ heading, badges, facts, actions, children }: InternshipListCardProps) {
  return (
    <Card className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-neutral-900">{heading}</h2>
        {badges}
      </div>
      <dl className="grid gap-1.5 text-sm text-neutral-700">
        {facts.map(
          (fact) =>
            fact && (
              <div key={fact.label} className="flex items-center gap-2">
                <dt>
                  <fact.icon className="size-4 text-neutral-500" aria-hidden="true" />
                  <span className="sr-only">{fact.label}</span>
                </dt>
                <dd className="min-w-0 break-words">{fact.value}</dd>
              </div>
            ),
        )}
      </dl>
      <div className="mt-auto space-y-3 border-t border-neutral-200 pt-3">{actions}</div>
      {children}
    </Card>
  );
}

type CardGridProps<Row extends { id: string }> = {
  rows: readonly Row[];
  /** Names the list for screen readers. */
  label: string;
  children: (row: Row) => ReactNode;
};

/** The list on phones and tablets: one card per row, two columns from tablets up. */
export function CardGrid<Row extends { id: string }>({ rows, label, children }: CardGridProps<Row>) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>{children(row)}</li>
      ))}
    </ul>
  );
}

/** "1 application", "3 applications". */
export function applicationCountText(count: number): string {
  return `${count} ${count === 1 ? "application" : "applications"}`;
}
