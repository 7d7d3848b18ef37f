import { ArrowLeft, SearchX } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { DocumentTitle } from "@/components/ui/document-title";
import { paths } from "@/config/paths";

/** A public page whose internship or company is not there: its title (also the tab's), why, and the way back. */
export function NotFoundPanel({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-neutral-300 bg-white px-6 py-16 text-center">
      <DocumentTitle title={title} />
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <SearchX className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold text-neutral-900">{title}</h1>
      <p className="mt-2 max-w-md text-sm text-neutral-600">{description}</p>
      <ButtonLink to={paths.app.internships.getHref()} variant="outline" className="mt-6">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to internships
      </ButtonLink>
    </div>
  );
}
