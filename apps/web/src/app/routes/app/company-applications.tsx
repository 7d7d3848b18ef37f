import { PageHeader } from "@/components/ui/page-header";

export function CompanyApplicationsPage() {
  return (
    <PageHeader
      title="Review Applications"
      description="Review the students who applied to your internships and move them through each stage."
    />
  );
}
