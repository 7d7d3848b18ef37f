import { PageHeader } from "@/components/ui/page-header";

export default function AdminInternshipsRoute() {
  return (
    <PageHeader
      title="Manage Internships"
      description="Every internship on the platform, with its company, status and applications."
    />
  );
}
