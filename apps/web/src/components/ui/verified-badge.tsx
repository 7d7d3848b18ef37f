import { BadgeCheck } from "lucide-react";
import { Badge } from "./badge";

/** A company an admin verified (docs/product.md, "Verified employers"). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="success" className={className}>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified employer
    </Badge>
  );
}
