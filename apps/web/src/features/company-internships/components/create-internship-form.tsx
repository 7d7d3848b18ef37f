import type { EditableInternship } from "@internpath/shared/api-types";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useCreateInternship } from "../api/create-internship";
import { type CompanyFieldProps, InternshipForm } from "./internship-form";

type CreateInternshipFormProps = {
  /** An admin chooses the company the internship is for. */
  companyField?: (props: CompanyFieldProps) => ReactNode;
  /** Where to go once it is created (the company's list by default). */
  hrefAfterCreate?: (internship: EditableInternship) => string;
  cancelHref?: string;
};

export function CreateInternshipForm({
  companyField,
  hrefAfterCreate,
  cancelHref,
}: CreateInternshipFormProps) {
  const navigate = useNavigate();
  const createInternship = useCreateInternship();
  return (
    <InternshipForm
      submitLabel="Create Internship"
      companyField={companyField}
      cancelHref={cancelHref}
      onSubmit={async (values) => {
        const internship = await createInternship.mutateAsync(values);
        toast.success(
          internship.status === "draft"
            ? "Internship saved as a draft: students cannot see it yet"
            : "Internship created successfully",
        );
        navigate(hrefAfterCreate?.(internship) ?? paths.app.manageInternships.getHref());
      }}
    />
  );
}
