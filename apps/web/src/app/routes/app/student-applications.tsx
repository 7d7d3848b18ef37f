import { PageHeader } from "@/components/ui/page-header";
import { MyApplications } from "@/features/student-applications/components/my-applications";

export function StudentApplicationsPage() {
  return (
    <>
      <PageHeader
        title="My Applications"
        description="Track the status of every internship you have applied to."
      />
      <MyApplications />
    </>
  );
}
