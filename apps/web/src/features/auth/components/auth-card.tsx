import type { ReactNode } from "react";
import { DocumentTitle } from "@/components/ui/document-title";

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode };

/** The framed panel every auth screen sits in, with the page's h1. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <DocumentTitle title={title} />
      <div className="rounded-card border border-neutral-200 bg-white px-5 py-8 shadow-card sm:px-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
          {description && <div className="mt-2 text-sm text-neutral-600">{description}</div>}
        </div>
        {children}
      </div>
    </div>
  );
}
