import { clsx } from "clsx";
import { Building2 } from "lucide-react";
import { useState } from "react";

type CompanyLogoProps = { logoUrl: string | null; className?: string };

/** Decorative: the company's name always shows next to it. */
export function CompanyLogo({ logoUrl, className }: CompanyLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <span
      className={clsx(
        "inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-control border border-neutral-200 bg-brand-50 text-brand-600",
        className,
      )}
      aria-hidden="true"
    >
      {showImage && logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          className="size-full bg-white object-contain"
          onError={() => setFailedUrl(logoUrl)}
        />
      ) : (
        <Building2 className="size-1/2" />
      )}
    </span>
  );
}
