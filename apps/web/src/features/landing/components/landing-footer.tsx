import { Copyright, FooterLinks, INFO_PAGE_LINKS } from "@/components/layout/footer-links";
import { LogoMark } from "@/components/layout/logo";
import { site } from "@/config/site";

const linkClasses =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-neutral-300 hover:text-white hover:underline sm:min-h-0";

export function LandingFooter() {
  return (
    <footer className="bg-neutral-950 text-neutral-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark />
            {site.name}
          </p>
          <p className="mt-2 max-w-sm text-sm text-neutral-400">{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <FooterLinks
            links={INFO_PAGE_LINKS}
            className="flex flex-wrap gap-x-6 sm:gap-y-3"
            linkClassName={linkClasses}
          />
        </nav>
      </div>
      <div className="border-t border-neutral-800">
        <Copyright className="mx-auto max-w-7xl px-4 py-6 text-sm text-neutral-400 sm:px-6 lg:px-8" />
      </div>
    </footer>
  );
}
