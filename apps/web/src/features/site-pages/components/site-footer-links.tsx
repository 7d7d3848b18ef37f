import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

const linkClasses =
  "inline-flex min-h-11 items-center rounded-sm text-neutral-600 hover:text-brand-700 hover:underline sm:min-h-0";

/** The footer of the information pages: copyright and the other information pages. */
export function SiteFooterLinks() {
  return (
    <>
      <p>
        &copy; {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
      <nav aria-label="Footer">
        <ul className="flex flex-wrap gap-x-5">
          <li>
            <Link to={paths.about.getHref()} className={linkClasses}>
              About
            </Link>
          </li>
          <li>
            <Link to={paths.contact.getHref()} className={linkClasses}>
              Contact
            </Link>
          </li>
          <li>
            <Link to={paths.careers.getHref()} className={linkClasses}>
              Careers
            </Link>
          </li>
          <li>
            <Link to={paths.help.getHref()} className={linkClasses}>
              Help
            </Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy.getHref()} className={linkClasses}>
              Privacy
            </Link>
          </li>
          <li>
            <Link to={paths.termsOfService.getHref()} className={linkClasses}>
              Terms
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
