import { clsx } from "clsx";
import { Spinner } from "./spinner";

type LoadingScreenProps = { label?: string; fullScreen?: boolean };

export function LoadingScreen({ label = "Loading...", fullScreen = true }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        "flex flex-col items-center justify-center gap-3 text-neutral-600",
        fullScreen ? "min-h-screen" : "py-16",
      )}
    >
      <Spinner className="size-8 text-brand-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
