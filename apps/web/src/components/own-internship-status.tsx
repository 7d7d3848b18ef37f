import type { InternshipStatus } from "@internpath/shared/enums";
import type { CurrentUser } from "@internpath/shared/profile";
import { Badge, InternshipStatusBadge } from "@/components/ui/badge";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

/**
 * What a company's open internships are while students do not see them (docs/product.md, "Verified
 * employers"): waiting for approval, or not visible after a rejection or a revocation. Null while the company is
 * live (or for anyone but a company).
 */
export function unlistedNote(standing: CurrentUser["companyStanding"]): string | null {
  switch (standing?.verification) {
    case "pending":
      return "Waiting for approval";
    case "rejected":
    case "revoked":
      return "Not visible to students";
    default:
      return null;
  }
}

/** The note for the signed-in company, if its open internships are out of students' sight. */
export function useUnlistedNote(): string | null {
  return unlistedNote(useSignedInUser().companyStanding);
}

/**
 * A company's own internship's status: an open one says it waits for approval (or is not visible) instead of a
 * plain green Open while the company is not live.
 */
export function OwnInternshipStatusBadge({
  status,
  className,
}: {
  status: InternshipStatus;
  className?: string;
}) {
  const note = useUnlistedNote();
  if (status === "open" && note) {
    return (
      <Badge tone="warning" className={className}>
        {note}
      </Badge>
    );
  }
  return <InternshipStatusBadge status={status} className={className} />;
}
