import { PageHeader } from "@/components/ui/page-header";

export function StudentApplicationsPage() {
  return (
    <PageHeader
      title="My Applications"
      description="Track the status of every internship you have applied to."
    />
  );
}
