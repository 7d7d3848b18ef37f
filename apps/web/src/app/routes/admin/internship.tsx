import { PageHeader } from "@/components/ui/page-header";

export default function AdminInternshipRoute() {
  return (
    <PageHeader
      title="Internship Details"
      description="This internship's listing, company and applications."
    />
  );
}
