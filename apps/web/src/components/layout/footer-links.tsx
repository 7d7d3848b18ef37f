import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useNow } from "@/lib/render-time";

export type FooterLink = { label: string; to: string };

/** The information pages, as the landing and information pages' footers name them. */
export const INFO_PAGE_LINKS: FooterLink[] = [
  { label: "About", to: paths.about.getHref() },
  { label: "Contact", to: paths.contact.getHref() },
  { label: "Careers", to: paths.careers.getHref() },
  { label: "Help", to: paths.help.getHref() },
  { label: "Privacy", to: paths.privacyPolicy.getHref() },
  { label: "Terms", to: paths.termsOfService.getHref() },
];

/** A footer's list of links, one item each. */
export function FooterLinks({
  links,
  className,
  linkClassName,
}: {
  links: FooterLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map(({ label, to }) => (
        <li key={to}>
          <Link to={to} className={linkClassName}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "© 2026 InternPath. All rights reserved." */
export function Copyright({ className }: { className?: string }) {
  const year = new Date(useNow()).getFullYear();
  return (
    <p className={className}>
      &copy; {year} {site.name}. All rights reserved.
    </p>
  );
}
