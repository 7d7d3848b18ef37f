import type { CurrentUser } from "@internpath/shared/profile";
import { Alert } from "@/components/ui/alert";

type Standing = NonNullable<CurrentUser["companyStanding"]>;

/**
 * Why students do not see the company's internships, while they do not (docs/product.md, "Verified
 * employers"): waiting for approval, rejected or revoked, with the admin's reason. Nothing for a live
 * company. It comes with the signed-in user, so it is there from the first paint and moves nothing.
 */
export function CompanyStandingNotice({ standing }: { standing: CurrentUser["companyStanding"] }) {
  if (!standing) return null;
  const notice = NOTICES[standing.verification];
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} title={notice.title} className="mb-6">
      {standing.reason && notice.tone === "error" && <p>Reason: {standing.reason}</p>}
      <p>{notice.text}</p>
    </Alert>
  );
}

const NOTICES: Partial<
  Record<Standing["verification"], { tone: "warning" | "error"; title: string; text: string }>
> = {
  pending: {
    tone: "warning",
    title: "Waiting for approval",
    text: "Students will see your open internships once an administrator approves your company. You can prepare and open internships meanwhile.",
  },
  rejected: {
    tone: "error",
    title: "Your company was not approved",
    text: "Students do not see your internships. Opening an internship asks for another review.",
  },
  revoked: {
    tone: "error",
    title: "Your verification was revoked",
    text: "Students do not see your internships until an administrator approves your company again. Opening an internship asks for another review.",
  },
};
