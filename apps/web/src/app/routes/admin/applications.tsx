import { PageHeader } from "@/components/ui/page-header";
import { AdminApplications } from "@/features/admin-applications/components/admin-applications";

export default function AdminApplicationsRoute() {
  return (
    <>
      <PageHeader
        title="Manage Applications"
        description="Search, filter, sort and export every application on the platform."
      />
      <AdminApplications />
    </>
  );
}
