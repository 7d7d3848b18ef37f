import { clsx } from "clsx";
import type { ReactNode } from "react";

export const NOT_SPECIFIED = "Not specified";

export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={clsx("grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}>{children}</dl>;
}

type DetailProps = { label: string; wide?: boolean; children?: ReactNode };

/** One labelled value; empty values read 'Not specified'. */
export function Detail({ label, wide, children }: DetailProps) {
  const isEmpty = children === null || children === undefined || children === "";
  return (
    <div className={clsx("min-w-0", wide && "sm:col-span-2")}>
      <dt className="text-sm font-medium text-neutral-600">{label}</dt>
      <dd
        className={clsx("mt-1 text-sm break-words", isEmpty ? "text-neutral-500 italic" : "text-neutral-900")}
      >
        {isEmpty ? NOT_SPECIFIED : children}
      </dd>
    </div>
  );
}

export function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {href.replace(/^https?:\/\//, "").replace(/\/$/, "")}
    </a>
  );
}
