import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/layout/logo";
import { MainContent, SkipLink } from "@/components/layout/skip-link";
import { DocumentTitle } from "@/components/ui/document-title";
import { paths } from "@/config/paths";

export type InfoSectionContent = { title: string; content: ReactNode };

type InfoPageProps = { title: string; children: ReactNode; footer: ReactNode };

/** A public page of text (legal documents, About, Help): the logo and a way back home, the article, a footer. */
export function InfoPage({ title, children, footer }: InfoPageProps) {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50">
      <DocumentTitle title={title} />
      <SkipLink />
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <Link
            to={paths.home.getHref()}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:min-h-9"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </div>
      </header>
      <MainContent className="flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <article className="mx-auto max-w-4xl rounded-card border border-neutral-200 bg-white px-5 py-8 shadow-card sm:px-10 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{title}</h1>
          {children}
        </article>
      </MainContent>
      <footer className="border-t border-neutral-200 bg-white">{footer}</footer>
    </div>
  );
}

/** One titled section of an information page; `id` names its heading for the section's landmark. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-relaxed text-neutral-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
