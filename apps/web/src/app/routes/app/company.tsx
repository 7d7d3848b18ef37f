import { useParams } from "react-router";
import { usePublicCompany } from "@/features/companies/api/get-public-company";
import { CompanyHeader } from "@/features/companies/components/company-header";
import { CompanyInternships } from "@/features/internships/components/company-internships";

/** A company's public page: who they are and their open internships. */
export default function CompanyRoute() {
  const { id = "" } = useParams();
  const company = usePublicCompany(id);
  return (
    <div key={id} className="space-y-8">
      <CompanyHeader companyId={id} />
      {company.isSuccess && <CompanyInternships companyId={id} />}
    </div>
  );
}
