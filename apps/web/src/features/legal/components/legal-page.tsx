import type { ReactNode } from "react";
import { Copyright } from "@/components/layout/footer-links";
import { InfoPage, InfoSection, type InfoSectionContent } from "@/components/layout/info-page";
import { site } from "@/config/site";

export type LegalSection = InfoSectionContent;

type LegalPageProps = { title: string; intro: ReactNode; sections: LegalSection[] };

/** A static legal document: numbered sections, last-updated date and a way back home. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <InfoPage
      title={title}
      footer={<Copyright className="mx-auto max-w-4xl px-4 py-6 text-sm text-neutral-600 sm:px-6" />}
    >
      <p className="mt-2 text-sm text-neutral-600">Last updated {site.legalLastUpdated}</p>
      <div className="mt-6 text-base leading-relaxed text-neutral-700">{intro}</div>
      <ol className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <li key={section.title}>
            <InfoSection id={`legal-section-${index + 1}`} title={`${index + 1}. ${section.title}`}>
              {section.content}
            </InfoSection>
          </li>
        ))}
      </ol>
    </InfoPage>
  );
}
