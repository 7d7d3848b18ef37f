import { Logo } from "@/components/layout/logo";
import { PageBar } from "@/components/layout/page-bar";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useHasSession } from "@/hooks/use-has-session";

const SECTION_LINKS = [
  { label: "For Students", href: "#students" },
  { label: "For Companies", href: "#companies" },
  { label: "Features", href: "#features" },
];

function HeaderActions() {
  const hasSession = useHasSession();
  // Keeps the header steady while the session is looked up.
  if (hasSession === undefined) return <div className="h-10 w-40" aria-hidden="true" />;
  if (hasSession) return <ButtonLink to={paths.app.dashboard.getHref()}>Go to Dashboard</ButtonLink>;
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <ButtonLink to={paths.auth.signIn.getHref()} variant="ghost">
        Sign in
      </ButtonLink>
      <ButtonLink to={paths.auth.signUp.getHref()}>Sign up</ButtonLink>
    </div>
  );
}

export function LandingHeader() {
  return (
    <PageBar position="sticky" restingBorder="border-neutral-200/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Page sections" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map(({ label, href }) => (
              <li key={href}>
                <a
                  href={href}
                  className="rounded-control px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderActions />
      </div>
    </PageBar>
  );
}
