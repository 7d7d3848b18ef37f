import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { standaloneTextLinkClasses, textLinkClasses } from "./text-link";

type BackLinkProps = {
  /** Where to go when the page was opened directly (a shared link, a new tab): the list it belongs to. */
  fallback: string;
  children: ReactNode;
  className?: string;
};

/**
 * "Back to ...": returns to the page the user came from inside the app (a filtered list, page 3 of a
 * search, the dashboard), as the browser's Back button would, keeping that page's scroll and filters.
 * Opened directly, with no app page behind it, it goes to `fallback`. Its href is `fallback` either way,
 * so it opens in a new tab like any link.
 */
export function BackLink({ fallback, children, className }: BackLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // The router marks the entry a page was loaded with "default"; every page it opened has a key of its own.
  const cameFromApp = location.key !== "default";

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    const opensElsewhere =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!cameFromApp || opensElsewhere) return;
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <Link
      to={fallback}
      onClick={goBack}
      className={clsx(textLinkClasses, standaloneTextLinkClasses, "gap-1.5 text-sm", className)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
