import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useCreateInternship } from "../api/create-internship";
import { InternshipForm } from "./internship-form";

export function CreateInternshipForm() {
  const navigate = useNavigate();
  const createInternship = useCreateInternship();
  return (
    <InternshipForm
      submitLabel="Create Internship"
      onSubmit={async (values) => {
        await createInternship.mutateAsync(values);
        toast.success("Internship created successfully");
        navigate(paths.app.manageInternships.getHref());
      }}
    />
  );
}
