import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useAdminApplication } from "../api/get-admin-application";
import { ApplicationDetails } from "./application-details";

type ApplicationDetailsDialogProps = {
  /** The application shown; null when the dialog is closed. */
  applicationId: string | null;
  onClose: () => void;
  onDelete?: (id: string) => void;
};

/** The Application Details modal of Manage Applications (the admin flag is on). */
export function ApplicationDetailsDialog({
  applicationId,
  onClose,
  onDelete,
}: ApplicationDetailsDialogProps) {
  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      {applicationId && (
        <DialogContent title="Application Details" size="xl">
          <ApplicationDetailsBody id={applicationId} onDelete={onDelete} />
        </DialogContent>
      )}
    </Dialog>
  );
}

export function ApplicationDetailsBody({ id, onDelete }: { id: string; onDelete?: (id: string) => void }) {
  const query = useAdminApplication(id);
  if (query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading application...">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <QueryError
        title={isMissing ? ADMIN_APPLICATION_TEXTS.notFound : "Failed to load the application"}
        description={isMissing ? "It may have been deleted." : undefined}
        onRetry={query.refetch}
        isRetrying={query.isFetching}
        layout="page"
      />
    );
  }
  return <ApplicationDetails application={query.data} onDelete={onDelete} />;
}
