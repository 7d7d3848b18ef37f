import type { ReactNode } from "react";
import { DocumentTitle } from "./document-title";

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The page's one h1, its description and its main actions; also names the browser tab. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <DocumentTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-neutral-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
