import type { ReactNode } from "react";
import { Copyright, FooterLinks, INFO_PAGE_LINKS } from "@/components/layout/footer-links";
import { InfoPage, InfoSection, type InfoSectionContent } from "@/components/layout/info-page";

export type SiteSection = InfoSectionContent;

type SitePageProps = { title: string; intro: ReactNode; sections: SiteSection[] };

/** A public information page (About, Contact, Careers, Help): titled sections and a way back home. */
export function SitePage({ title, intro, sections }: SitePageProps) {
  return (
    <InfoPage
      title={title}
      footer={
        <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-6 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <Copyright />
          <nav aria-label="Footer">
            <FooterLinks
              links={INFO_PAGE_LINKS}
              className="flex flex-wrap gap-x-5"
              linkClassName="inline-flex min-h-11 items-center rounded-sm text-neutral-600 hover:text-brand-700 hover:underline sm:min-h-0"
            />
          </nav>
        </div>
      }
    >
      <div className="mt-4 text-lg leading-relaxed text-neutral-700">{intro}</div>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <InfoSection key={section.title} id={`site-section-${index + 1}`} title={section.title}>
            {section.content}
          </InfoSection>
        ))}
      </div>
    </InfoPage>
  );
}
