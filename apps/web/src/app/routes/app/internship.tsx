import { PageHeader } from "@/components/ui/page-header";

export default function InternshipRoute() {
  return (
    <PageHeader
      title="Internship Details"
      description="The role, its requirements and skills, and the company offering it."
    />
  );
}
