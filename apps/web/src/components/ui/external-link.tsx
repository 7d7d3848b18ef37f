import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { textLinkClasses } from "@/components/ui/text-link";

/** A web address a person typed, opened in a new tab and never given the opener. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
    >
      {href}
      <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
