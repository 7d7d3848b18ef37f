import { clsx } from "clsx";
import { AlertCircle, CheckCircle2, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

type AlertTone = "error" | "success" | "warning" | "info";

const TONES: Record<AlertTone, { classes: string; icon: typeof Info }> = {
  error: { classes: "border-error-200 bg-error-50 text-error-800", icon: AlertCircle },
  success: { classes: "border-success-200 bg-success-50 text-success-800", icon: CheckCircle2 },
  warning: { classes: "border-warning-200 bg-warning-50 text-warning-800", icon: TriangleAlert },
  info: { classes: "border-accent-200 bg-accent-50 text-accent-800", icon: Info },
};

type AlertProps = { tone?: AlertTone; title?: ReactNode; className?: string; children?: ReactNode };

/** An error alert is announced at once; the other tones politely. */
export function Alert({ tone = "error", title, className, children }: AlertProps) {
  const { classes, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx("flex gap-3 rounded-control border px-4 py-3 text-sm", classes, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="leading-relaxed">{children}</div>}
      </div>
    </div>
  );
}
