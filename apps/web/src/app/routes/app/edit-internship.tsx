import { Navigate, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { EditInternshipForm } from "@/features/company-internships/components/edit-internship-form";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

export default function EditInternshipRoute() {
  const { id } = useParams();
  const user = useSignedInUser();
  if (!id) return <Navigate to={paths.app.manageInternships.getHref()} replace />;
  return (
    <>
      <PageHeader
        title="Edit Internship"
        description="Update the details and status of this internship listing."
      />
      <div className="max-w-3xl">
        <EditInternshipForm
          id={id}
          // An admin edits from the back office and returns to the internship's admin page.
          backHref={user.role === "admin" ? paths.admin.internship.getHref(id) : undefined}
        />
      </div>
    </>
  );
}
