import { RefreshCw } from "lucide-react";
import { useRouteError } from "react-router";
import { LogoMark } from "@/components/layout/logo";
import { Button, ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Last resort for errors thrown while rendering, including a route module that failed to download. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-2xl font-bold text-neutral-900">Something went wrong</h1>
      <p className="text-neutral-600">
        This page could not be shown. Reloading usually helps; if it does not, go back to the home page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Reload page
        </Button>
        <ButtonLink to={paths.home.getHref()} variant="outline" reloadDocument>
          Go to home page
        </ButtonLink>
      </div>
    </main>
  );
}
