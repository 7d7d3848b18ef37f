import { PageHeader } from "@/components/ui/page-header";

export default function AdminCompanyRoute() {
  return (
    <PageHeader
      title="Company Profile"
      description="This company's details, internships and most recent applications."
    />
  );
}
