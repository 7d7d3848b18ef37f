import { ArrowLeft } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useAdminCompany } from "../api/get-admin-company";
import { useAdminStudent } from "../api/get-admin-student";
import { CompanyForm } from "./company-form";
import { StudentForm } from "./student-form";

type LoadFailureProps = {
  error: Error;
  notFound: string;
  back: { to: string; label: string };
  onRetry: () => void;
  isRetrying: boolean;
};

function LoadFailure({ error, notFound, back, onRetry, isRetrying }: LoadFailureProps) {
  const isMissing = isApiError(error, "NOT_FOUND");
  return (
    <div className="space-y-4">
      <Alert title={isMissing ? notFound : "Could not load the form"}>
        <p>{isMissing ? "It may have been deleted." : getErrorMessage(error)}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={back.to} variant="outline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </ButtonLink>
        {!isMissing && (
          <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
            Try Again
          </Button>
        )}
      </div>
    </div>
  );
}

/** Edit Company: the form starts from the company as stored now. */
export function EditCompany({ id }: { id: string }) {
  const query = useAdminCompany(id);
  if (query.isPending) return <LoadingScreen fullScreen={false} label="Loading company..." />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="Company not found"
        back={{ to: paths.admin.companies.getHref(), label: "Back to Companies List" }}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <CompanyForm mode="edit" company={query.data.company} />;
}

/** Edit Student: the form starts from the student as stored now. */
export function EditStudent({ id }: { id: string }) {
  const query = useAdminStudent(id);
  if (query.isPending) return <LoadingScreen fullScreen={false} label="Loading student..." />;
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound="Student not found"
        back={{ to: paths.admin.students.getHref(), label: "Back to Students List" }}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <StudentForm mode="edit" student={query.data.student} />;
}
