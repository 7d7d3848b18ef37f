import { PageHeader } from "@/components/ui/page-header";

export default function ManageInternshipsRoute() {
  return (
    <PageHeader
      title="Manage Internships"
      description="Create, publish, close and update your internship listings."
    />
  );
}
