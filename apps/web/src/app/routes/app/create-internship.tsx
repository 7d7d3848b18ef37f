import { PageHeader } from "@/components/ui/page-header";
import { CreateInternshipForm } from "@/features/company-internships/components/create-internship-form";

export default function CreateInternshipRoute() {
  return (
    <>
      <PageHeader
        title="Post New Internship"
        description="Describe the role, its requirements and skills so the right students find it."
      />
      <div className="max-w-3xl">
        <CreateInternshipForm />
      </div>
    </>
  );
}
