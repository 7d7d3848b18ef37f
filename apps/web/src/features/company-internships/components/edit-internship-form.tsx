import toast from "react-hot-toast";
import { Navigate, useNavigate } from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { useEditableInternship } from "../api/get-editable-internship";
import { useUpdateInternship } from "../api/update-internship";
import { InternshipForm } from "./internship-form";

type EditInternshipFormProps = {
  id: string;
  /** Where the form leaves to: after saving, on Cancel, or when the internship cannot be loaded. */
  backHref?: string;
};

/**
 * When the internship cannot be loaded (missing, not ours), say so (the query client toasts) and go
 * back to the list.
 */
export function EditInternshipForm({
  id,
  backHref = paths.app.manageInternships.getHref(),
}: EditInternshipFormProps) {
  const navigate = useNavigate();
  const query = useEditableInternship(id);
  const updateInternship = useUpdateInternship();

  // An earlier failure is asked again before leaving, so that it toasts too.
  if (query.isError && !query.isFetching) {
    return <Navigate to={backHref} replace />;
  }
  if (query.isPending || query.isError) {
    return <LoadingScreen fullScreen={false} label="Loading internship..." />;
  }

  return (
    <InternshipForm
      // A fresh form when another internship is opened in the same screen.
      key={query.data.id}
      internship={query.data}
      submitLabel="Update Internship"
      cancelHref={backHref}
      onSubmit={async (values) => {
        await updateInternship.mutateAsync({ id, values });
        toast.success("Internship updated successfully");
        navigate(backHref);
      }}
    />
  );
}
