import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { ApplicationDetailsBody } from "@/features/admin-applications/components/application-details-dialog";
import { DeleteApplicationDialog } from "@/features/admin-applications/components/delete-application-dialog";

export default function AdminApplicationRoute() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <>
      <BackLink fallback={paths.admin.applications.getHref()} className="mb-4">
        Back to Applications
      </BackLink>
      <PageHeader
        title="Application Details"
        description="This application's status, applicant, internship, cover letter and resume."
      />
      <Card className="p-5">
        <ApplicationDetailsBody id={id} onDelete={setDeleting} />
      </Card>
      <DeleteApplicationDialog
        applicationId={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate(paths.admin.applications.getHref())}
      />
    </>
  );
}
