import type { CurrentUser } from "@internpath/shared/profile";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { MainContent, SkipLink } from "@/components/layout/skip-link";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { QueryError } from "@/components/ui/query-error";
import { paths } from "@/config/paths";
import { getErrorMessage } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/get-current-user";
import { currentPath } from "@/lib/redirect-to";
import { AppFooter } from "./app-footer";
import { PublicShell } from "./public-shell";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";

// Rarely needed (a company signed up with a provider, without its name): loaded only then.
const CompanyNameStep = lazy(async () => ({
  default: (await import("@/features/profile/components/company-name-step")).CompanyNameStep,
}));

/** Everything behind sign-in; a visitor goes to sign in, and comes back here afterwards. */
export function AppLayout() {
  const { data: user, isPending, error, refetch, isFetching } = useCurrentUser();
  const location = useLocation();

  if (isPending) return <LoadingScreen />;
  if (!user) {
    if (error) {
      return (
        <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4">
          <QueryError
            layout="screen"
            title="We could not load your account"
            description={getErrorMessage(error)}
            onRetry={refetch}
            isRetrying={isFetching}
          />
        </main>
      );
    }
    return <Navigate to={paths.auth.signIn.getHref(currentPath(location))} replace />;
  }
  return <SignedInShell user={user} />;
}

/**
 * Pages anyone may see (browse, a posting, a company's page): inside the signed-in chrome for a user,
 * inside a plain public one for a visitor (or when the session cannot be checked).
 */
export function PublicAppLayout() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  return user ? <SignedInShell user={user} /> : <PublicShell />;
}

/** A company that signed up with a provider without its name gives it before using the app. */
export function needsCompanyName(user: CurrentUser): boolean {
  return user.role === "company" && !user.companyName?.trim();
}

/** The signed-in chrome: top bar, side menu, main area and footer. */
function SignedInShell({ user }: { user: CurrentUser }) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <TopBar user={user} />
      <aside className="fixed top-16 bottom-0 left-0 z-30 hidden w-64 overflow-y-auto border-r border-neutral-200 bg-white lg:block">
        <SideNav role={user.role} />
      </aside>
      <div className="flex min-h-screen flex-col pt-16 lg:pl-64">
        <MainContent className="flex-1 px-4 py-8 sm:px-6 lg:px-8 lg:pb-12">
          <div className="mx-auto max-w-6xl">
            {needsCompanyName(user) ? (
              <Suspense fallback={<LoadingScreen fullScreen={false} />}>
                <CompanyNameStep />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </div>
        </MainContent>
        <AppFooter />
      </div>
    </div>
  );
}
