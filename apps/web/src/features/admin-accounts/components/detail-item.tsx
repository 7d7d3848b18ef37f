import type { ReactNode } from "react";

type DetailItemProps = { label: string; className?: string; children: ReactNode };

/** One labelled fact inside a `<dl>`. */
export function DetailItem({ label, className, children }: DetailItemProps) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-neutral-900">{children}</dd>
    </div>
  );
}
