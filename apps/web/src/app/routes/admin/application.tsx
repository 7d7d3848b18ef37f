import { PageHeader } from "@/components/ui/page-header";

export default function AdminApplicationRoute() {
  return (
    <PageHeader
      title="Application Details"
      description="This application's status, applicant, internship, cover letter and resume."
    />
  );
}
