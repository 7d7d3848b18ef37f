import { Link, Navigate, Outlet, useSearchParams } from "react-router";
import { Logo } from "@/components/layout/logo";
import { MainContent, SkipLink } from "@/components/layout/skip-link";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { afterSignInPath } from "@/features/auth/utils/new-account";
import { useCurrentUser } from "@/lib/get-current-user";

const footerLinkClasses =
  "inline-flex min-h-11 items-center rounded-sm text-neutral-600 hover:text-brand-700 hover:underline sm:min-h-0";

/**
 * Sign-in, sign-up and password screens; a visitor who is already signed in goes to the dashboard (or
 * to the page that sent them to sign in). The
 * screen shows while the session is looked up: it is what the pre-rendered page shows, and what most
 * visitors of these pages need.
 */
export function AuthLayout() {
  const { data: user } = useCurrentUser();
  const [searchParams] = useSearchParams();

  if (user) {
    return <Navigate to={afterSignInPath(searchParams)} replace />;
  }

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-neutral-50 to-neutral-50">
      <SkipLink />
      <header className="border-b border-neutral-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <nav aria-label="Site">
            <Link
              to={paths.home.getHref()}
              className="inline-flex min-h-11 items-center rounded-control px-3 py-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
            >
              Home
            </Link>
          </nav>
        </div>
      </header>
      <MainContent className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <Outlet />
      </MainContent>
      <footer className="border-t border-neutral-200/70 bg-white/80">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6">
          <p className="text-neutral-600">
            &copy; {new Date().getFullYear()} {site.name}
          </p>
          <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-5">
            <Link to={paths.about.getHref()} className={footerLinkClasses}>
              About
            </Link>
            <Link to={paths.help.getHref()} className={footerLinkClasses}>
              Help
            </Link>
            <Link to={paths.privacyPolicy.getHref()} className={footerLinkClasses}>
              Privacy Policy
            </Link>
            <Link to={paths.termsOfService.getHref()} className={footerLinkClasses}>
              Terms of Service
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
