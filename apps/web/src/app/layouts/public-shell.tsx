import { Link, Outlet, useLocation } from "react-router";
import { Logo } from "@/components/layout/logo";
import { PageBar } from "@/components/layout/page-bar";
import { MainContent, SkipLink } from "@/components/layout/skip-link";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { currentPath } from "@/lib/redirect-to";
import { AppFooter } from "./app-footer";

/**
 * The chrome of the public pages (browse, a posting, a company) for a visitor: the logo, Browse
 * Internships, and Sign in (coming back to this page afterwards) and Sign up.
 */
export function PublicShell() {
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PageBar position="fixed">
        <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
            <Link
              to={paths.app.internships.getHref()}
              className="hidden rounded-control px-3 py-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 sm:block"
            >
              Browse Internships
            </Link>
            <ButtonLink to={paths.auth.signIn.getHref(currentPath(location))} variant="ghost">
              Sign in
            </ButtonLink>
            <ButtonLink to={paths.auth.signUp.getHref()}>Sign up</ButtonLink>
          </nav>
        </div>
      </PageBar>
      <MainContent className="flex-1 px-4 pt-24 pb-12 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </MainContent>
      <AppFooter />
    </div>
  );
}
