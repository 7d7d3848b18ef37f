import { useParams } from "react-router";
import { CompanyProfile } from "@/features/admin-accounts/components/company-profile";
import { CompanyVerificationCard } from "@/features/admin-trust/components/company-verification";

export default function AdminCompanyRoute() {
  const { id = "" } = useParams();
  // A new id is a new page: nothing of the previous company's state carries over.
  return (
    <CompanyProfile
      key={id}
      id={id}
      renderVerification={(company) => <CompanyVerificationCard company={company} />}
    />
  );
}
