import { PageHeader } from "@/components/ui/page-header";
import { ReportsQueue } from "@/features/admin-trust/components/reports-queue";

export default function AdminReportsRoute() {
  return (
    <>
      <PageHeader
        title="Reported Postings"
        description="Postings students reported, grouped by internship, the most recently reported first."
      />
      <ReportsQueue />
    </>
  );
}
