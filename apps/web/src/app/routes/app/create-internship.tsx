import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { CompanyPicker } from "@/features/admin-internships/components/company-picker";
import { CreateInternshipForm } from "@/features/company-internships/components/create-internship-form";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

/** A company posts for itself; an admin (Add Internship) chooses the company first. */
export default function CreateInternshipRoute() {
  const user = useSignedInUser();
  if (user.role === "admin") {
    return (
      <>
        <PageHeader
          title="Add Internship"
          description="Post an internship for a company: choose the company, then describe the role."
        />
        <div className="max-w-3xl">
          <CreateInternshipForm
            companyField={(props) => <CompanyPicker {...props} />}
            hrefAfterCreate={(internship) => paths.admin.internship.getHref(internship.id)}
            cancelHref={paths.admin.internships.getHref()}
          />
        </div>
      </>
    );
  }
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
