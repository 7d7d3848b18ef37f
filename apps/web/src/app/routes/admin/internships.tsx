import { PageHeader } from "@/components/ui/page-header";
import {
  AddInternshipLink,
  AdminInternshipsList,
} from "@/features/admin-internships/components/admin-internships-list";

export default function AdminInternshipsRoute() {
  return (
    <>
      <PageHeader
        title="Manage Internships"
        description="Every internship on the platform, with its company, status and applications."
        actions={<AddInternshipLink />}
      />
      <AdminInternshipsList deleteMode="dialog" />
    </>
  );
}
