import { clsx } from "clsx";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx("size-8", className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path
        d="M9 22l7-12 7 12"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="22" r="1.8" fill="white" />
    </svg>
  );
}

type LogoProps = { className?: string; tone?: "dark" | "light" };

/** The product name and mark, linking to the landing page. */
export function Logo({ className, tone = "dark" }: LogoProps) {
  return (
    <Link
      to={paths.home.getHref()}
      className={clsx(
        "inline-flex min-h-11 items-center gap-2 rounded-control text-lg font-bold tracking-tight",
        tone === "dark" ? "text-neutral-900" : "text-white",
        className,
      )}
    >
      <LogoMark />
      <span>{site.name}</span>
    </Link>
  );
}
