import { useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { AdminApplications } from "@/features/admin-applications/components/admin-applications";
import { useCompanyApplicationsTitle } from "@/features/admin-applications/hooks/use-company-applications-title";

export default function AdminCompanyApplicationsRoute() {
  const { id = "" } = useParams();
  const title = useCompanyApplicationsTitle(id);
  return (
    <>
      <BackLink fallback={paths.admin.company.getHref(id)} className="mb-4">
        Back to Company
      </BackLink>
      <PageHeader title={title} description="Every application to this company's internships." />
      <AdminApplications companyId={id} />
    </>
  );
}
