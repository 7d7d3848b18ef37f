import { PageHeader } from "@/components/ui/page-header";

export default function CreateInternshipRoute() {
  return (
    <PageHeader
      title="Create Internship"
      description="Describe the role, its requirements and skills so the right students find it."
    />
  );
}
