import { Link } from "react-router";
import { LogoMark } from "@/components/layout/logo";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

const linkClasses =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-neutral-300 hover:text-white hover:underline sm:min-h-0";

const FOOTER_LINKS = [
  { label: "About", to: paths.about.getHref() },
  { label: "Contact", to: paths.contact.getHref() },
  { label: "Careers", to: paths.careers.getHref() },
  { label: "Help", to: paths.help.getHref() },
  { label: "Privacy", to: paths.privacyPolicy.getHref() },
  { label: "Terms", to: paths.termsOfService.getHref() },
];

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
          <ul className="flex flex-wrap gap-x-6 sm:gap-y-3">
            {FOOTER_LINKS.map(({ label, to }) => (
              <li key={to}>
                <Link to={to} className={linkClasses}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-neutral-400 sm:px-6 lg:px-8">
          &copy; {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
