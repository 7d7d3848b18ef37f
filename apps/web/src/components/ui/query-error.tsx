import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

type QueryErrorProps = {
  title: string;
  /** What went wrong or what to do about it. */
  description?: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
  /**
   * `section`: a small Try Again inside the alert, where one part of a page could not load.
   * `page`: Try Again under the alert, where the page has nothing else to show.
   * `screen`: a full-width primary Try Again, where the whole screen waits on the query.
   */
  layout?: "section" | "page" | "screen";
  className?: string;
};

/** A query that could not load, and the way to ask again. The failure's toast comes from the query client. */
export function QueryError({
  title,
  description = "Check your connection and try again.",
  onRetry,
  isRetrying,
  layout = "section",
  className,
}: QueryErrorProps) {
  if (layout === "section") {
    return (
      <Alert title={title} className={className}>
        <p>{description}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => onRetry()} isLoading={isRetrying}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    <div className={clsx(layout === "screen" ? "flex flex-col gap-4" : "space-y-4", className)}>
      <Alert title={title}>
        <p>{description}</p>
      </Alert>
      <Button
        variant={layout === "screen" ? "primary" : "outline"}
        onClick={() => onRetry()}
        isLoading={isRetrying}
      >
        Try Again
      </Button>
    </div>
  );
}
