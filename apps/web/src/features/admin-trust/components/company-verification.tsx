import type { CompanyVerification } from "@internpath/shared/enums";
import { Check, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import { useDecideCompany } from "../api/trust-api";
import { ReasonDialog } from "./reason-dialog";
import { decisionToasts } from "./review-queue";

const STANDINGS: Record<CompanyVerification, { label: string; tone: BadgeTone; note: string }> = {
  unreviewed: { label: "Not reviewed", tone: "secondary", note: "Live: students see its internships." },
  pending: {
    label: "Waiting for approval",
    tone: "warning",
    note: "Students do not see its internships yet.",
  },
  verified: { label: "Verified", tone: "success", note: "Live, with the Verified employer badge." },
  rejected: { label: "Rejected", tone: "error", note: "Students do not see its internships." },
  revoked: { label: "Verification revoked", tone: "error", note: "Students do not see its internships." },
};

type CompanyVerificationCardProps = {
  company: {
    id: string;
    companyName: string | null;
    verification: CompanyVerification;
    verificationReason: string | null;
  };
};

/** The admin's view of a company's standing, with Approve or Revoke. */
export function CompanyVerificationCard({ company }: CompanyVerificationCardProps) {
  const decide = useDecideCompany();
  const [isRevoking, setRevoking] = useState(false);
  const standing = STANDINGS[company.verification];
  const name = company.companyName?.trim() || "this company";
  return (
    <Card>
      <CardHeader title="Employer Verification" />
      <CardContent className="space-y-3">
        {company.verification === "verified" ? (
          <VerifiedBadge />
        ) : (
          <Badge tone={standing.tone}>{standing.label}</Badge>
        )}
        <p className="text-sm text-neutral-700">{standing.note}</p>
        {company.verificationReason && (
          <p className="text-sm text-neutral-700">Reason given: {company.verificationReason}</p>
        )}
        {company.verification === "verified" ? (
          <Button variant="outline" className="justify-start" onClick={() => setRevoking(true)}>
            <ShieldOff className="size-4" aria-hidden="true" />
            Revoke Verification
          </Button>
        ) : (
          <Button
            className="justify-start"
            isLoading={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: company.id, decision: "approve" },
                decisionToasts("The company is verified", "Failed to approve the company"),
              )
            }
          >
            <Check className="size-4" aria-hidden="true" />
            Approve as Verified
          </Button>
        )}
      </CardContent>
      <ReasonDialog
        open={isRevoking}
        onOpenChange={setRevoking}
        title={`Revoke the verification of ${name}?`}
        description="Its open internships leave students' view until you approve it again. The company is told, with your reason."
        confirmLabel="Revoke Verification"
        isPending={decide.isPending}
        onConfirm={(reason) =>
          decide.mutate(
            { id: company.id, decision: "revoke", reason },
            decisionToasts("Verification revoked", "Failed to revoke the verification", () =>
              setRevoking(false),
            ),
          )
        }
      />
    </Card>
  );
}
