import { PageHeader } from "@/components/ui/page-header";

export default function EditInternshipRoute() {
  return (
    <PageHeader
      title="Edit Internship"
      description="Update the details and status of this internship listing."
    />
  );
}
