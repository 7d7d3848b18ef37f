import { Navigate, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { EditInternshipForm } from "@/features/company-internships/components/edit-internship-form";

export default function EditInternshipRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.app.manageInternships.getHref()} replace />;
  return (
    <>
      <PageHeader
        title="Edit Internship"
        description="Update the details and status of this internship listing."
      />
      <div className="max-w-3xl">
        <EditInternshipForm id={id} />
      </div>
    </>
  );
}
