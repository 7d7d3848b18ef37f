import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { AdminApplications } from "@/features/admin-applications/components/admin-applications";
import { useCompanyApplicationsTitle } from "@/features/admin-applications/hooks/use-company-applications-title";

export default function AdminCompanyApplicationsRoute() {
  const { id = "" } = useParams();
  const title = useCompanyApplicationsTitle(id);
  return (
    <>
      <Link
        to={paths.admin.company.getHref(id)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Company
      </Link>
      <PageHeader title={title} description="Every application to this company's internships." />
      <AdminApplications companyId={id} />
    </>
  );
}
