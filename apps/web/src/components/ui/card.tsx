import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx("rounded-card border border-neutral-200 bg-white shadow-card", className)}
      {...props}
    />
  );
}

type CardHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level that fits the page outline. */
  as?: "h2" | "h3";
  className?: string;
};

export function CardHeader({ title, description, actions, as: Heading = "h2", className }: CardHeaderProps) {
  return (
    <div
      className={clsx(
        "flex flex-wrap items-start justify-between gap-3 border-b border-neutral-200 px-5 py-4",
        className,
      )}
    >
      <div className="min-w-0">
        <Heading className="text-base font-semibold text-neutral-900">{title}</Heading>
        {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx("px-5 py-4", className)} {...props} />;
}

/** A card's list with nothing in it yet: an icon, what is missing, what would fill it and a way to. */
export function CardEmpty({
  icon: Icon,
  children,
  description,
  action,
}: {
  icon: LucideIcon;
  children: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <CardContent className="flex flex-1 flex-col items-center justify-center py-10 text-center">
      <Icon className="size-8 text-neutral-400" aria-hidden="true" />
      <p className="mt-2 text-sm font-medium text-neutral-800">{children}</p>
      {description && <p className="mt-1 text-sm text-neutral-600">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </CardContent>
  );
}
