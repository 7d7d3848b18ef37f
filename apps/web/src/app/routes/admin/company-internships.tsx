import { Navigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { CompanyInternships } from "@/features/admin-internships/components/company-internships";

export default function AdminCompanyInternshipsRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.admin.companies.getHref()} replace />;
  return <CompanyInternships key={id} companyId={id} />;
}
