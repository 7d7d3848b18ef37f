import { PageHeader } from "@/components/ui/page-header";
import {
  ManageInternships,
  PostInternshipLink,
} from "@/features/company-internships/components/manage-internships";

export default function ManageInternshipsRoute() {
  return (
    <>
      <PageHeader
        title="Manage Internships"
        description="Create, publish, close and update your internship listings."
        actions={<PostInternshipLink />}
      />
      <ManageInternships />
    </>
  );
}
