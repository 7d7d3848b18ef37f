import { GitHubIcon, LinkedInIcon, XIcon } from "@/components/icons/brand-icons";
import { Copyright, type FooterLink, FooterLinks } from "@/components/layout/footer-links";
import { Logo } from "@/components/layout/logo";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

const linkClasses =
  "inline-flex min-h-11 items-center rounded-sm text-sm text-neutral-600 hover:text-brand-700 hover:underline sm:min-h-0";

const SOCIAL_LINKS = [
  { label: "InternPath on GitHub", href: site.social.github, icon: GitHubIcon },
  { label: "InternPath on LinkedIn", href: site.social.linkedin, icon: LinkedInIcon },
  { label: "InternPath on X", href: site.social.x, icon: XIcon },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: "Privacy Policy", to: paths.privacyPolicy.getHref() },
  { label: "Terms of Service", to: paths.termsOfService.getHref() },
];

const RESOURCE_LINKS: FooterLink[] = [
  { label: "About", to: paths.about.getHref() },
  { label: "Contact Us", to: paths.contact.getHref() },
  { label: "Careers", to: paths.careers.getHref() },
  { label: "Help Centre", to: paths.help.getHref() },
];

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-neutral-900">{title}</h2>
      <FooterLinks links={links} className="mt-1 sm:mt-3 sm:space-y-2" linkClassName={linkClasses} />
    </nav>
  );
}

export function AppFooter() {
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="grid gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="sm:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-neutral-600">
            InternPath connects students with companies offering internships: search, apply, review and hire
            in one place.
          </p>
          <ul className="mt-4 flex gap-2">
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={label}
                  className="inline-flex size-11 items-center sm:size-9 justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Legal" links={LEGAL_LINKS} />
        <FooterColumn title="Resources" links={RESOURCE_LINKS} />
      </div>
      <div className="flex flex-col gap-2 border-t border-neutral-200 px-4 py-5 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>Designed and built by the InternPath team.</p>
        <Copyright />
      </div>
    </footer>
  );
}
