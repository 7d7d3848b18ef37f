import type { AdminInternshipDetail } from "@internpath/shared/admin-internship-answers";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { ExternalLink, Eye, FileText, Pencil, SearchX, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { DeleteConfirmation } from "@/components/internship-list/delete-confirmation";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { ApplicationStatusBadge, Badge, InternshipStatusBadge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { formatDate, INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import { useAdminInternship } from "../api/get-admin-internship";
import { useUnhideInternship } from "../api/unhide-internship";
import { useAdminInternshipDelete } from "../hooks/use-admin-internship-delete";
import { internshipLocation } from "./internship-location";

/** The admin applications list, filtered to one internship (built by the applications screen). */
function applicationsOf(internshipId: string) {
  return `${paths.admin.applications.getHref()}?internshipId=${encodeURIComponent(internshipId)}`;
}

function BackToList() {
  return (
    <BackLink fallback={paths.admin.internships.getHref()} className="mb-4">
      Back to internships
    </BackLink>
  );
}

/** /admin/internships/{id}: any status, every field, its company, its applications per status. */
export function AdminInternshipDetails({ id }: { id: string }) {
  const query = useAdminInternship(id);

  if (query.isPending) return <DetailsPlaceholder />;
  if (query.isError) {
    if (isApiError(query.error, "NOT_FOUND")) {
      return (
        <>
          <BackToList />
          <PageHeader title="Internship not found" />
          <EmptyState
            icon={SearchX}
            title="Internship not found"
            description="It may have been deleted, or the link is wrong."
            action={<ButtonLink to={paths.admin.internships.getHref()}>Back to internships</ButtonLink>}
          />
        </>
      );
    }
    return (
      <>
        <BackToList />
        <PageHeader title="Internship Details" />
        <QueryError
          title="Failed to load internship details"
          onRetry={query.refetch}
          isRetrying={query.isFetching}
          layout="page"
        />
      </>
    );
  }
  return <Details internship={query.data} />;
}

function Details({ internship }: { internship: AdminInternshipDetail }) {
  const navigate = useNavigate();
  const remove = useAdminInternshipDelete(internship.id, () => navigate(paths.admin.internships.getHref()));
  const companyName = internship.company.companyName?.trim() || "Unnamed Company";

  return (
    <>
      <BackToList />
      <PageHeader
        title={internship.title}
        description={
          <>
            Posted by{" "}
            <Link to={paths.admin.company.getHref(internship.company.id)} className={textLinkClasses}>
              {companyName}
            </Link>{" "}
            on {formatDate(internship.createdAt)}
          </>
        }
        actions={
          <>
            <ButtonLink to={paths.app.editInternship.getHref(internship.id)} variant="outline">
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </ButtonLink>
            <Button variant="danger" onClick={remove.ask}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        }
      />
      <DeleteConfirmation mode="dialog" remove={remove} title={internship.title} />
      {internship.hidden && (
        <HiddenNotice id={internship.id} title={internship.title} hidden={internship.hidden} />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Listing" actions={<InternshipStatusBadge status={internship.status} />} />
            <CardContent>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <Fact label="Location">{internshipLocation(internship.location, internship.isRemote)}</Fact>
                <Fact label="Type">{INTERNSHIP_TYPE_LABELS[internship.type]}</Fact>
                <Fact label="Duration">{internship.duration}</Fact>
                <Fact label="Stipend">{internship.stipend ?? "Not specified"}</Fact>
                <Fact label="Deadline">
                  {internship.deadline ? formatDate(internship.deadline) : "Open until filled"}
                </Fact>
                <Fact label="Last updated">{formatDate(internship.updatedAt)}</Fact>
              </dl>
            </CardContent>
          </Card>
          <TextSection title="Description" text={internship.description} />
          <TextSection title="Requirements" text={internship.requirements} />
          <Card>
            <CardHeader title="Skills" />
            <CardContent>
              <ul className="flex flex-wrap gap-1.5">
                {internship.skills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="brand">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>

        <div className="space-y-6">
          <Card>
            <CardHeader
              title="Applications"
              description={`${internship.applicationCounts.all} in all`}
              actions={<FileText className="size-5 text-neutral-500" aria-hidden="true" />}
            />
            <CardContent className="space-y-4">
              <ul className="space-y-2">
                {APPLICATION_STATUSES.map((status) => (
                  <li key={status} className="flex items-center justify-between gap-3 text-sm">
                    <ApplicationStatusBadge status={status} />
                    <span className="font-semibold tabular-nums text-neutral-900">
                      {internship.applicationCounts[status]}
                    </span>
                  </li>
                ))}
              </ul>
              <ButtonLink to={applicationsOf(internship.id)} variant="outline" fullWidth>
                View applications
              </ButtonLink>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Company" />
            <CardContent>
              <dl className="space-y-3 text-sm">
                <Fact label="Name">
                  <Link to={paths.admin.company.getHref(internship.company.id)} className={textLinkClasses}>
                    {companyName}
                  </Link>
                </Fact>
                <Fact label="Contact">{internship.company.fullName || "Not specified"}</Fact>
                <Fact label="Email">
                  <a href={`mailto:${internship.company.email}`} className={`${textLinkClasses} break-all`}>
                    {internship.company.email}
                  </a>
                </Fact>
              </dl>
            </CardContent>
          </Card>
          {internship.status === "open" && !internship.hidden && (
            <Link
              to={paths.app.internship.getHref(internship.id)}
              className={`${textLinkClasses} inline-flex items-center gap-1.5 text-sm`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              See it as students do
            </Link>
          )}
        </div>
      </div>
    </>
  );
}

/** A posting an admin hid after reports: when and why, and the way to show it to students again. */
function HiddenNotice({
  id,
  title,
  hidden,
}: {
  id: string;
  title: string;
  hidden: NonNullable<AdminInternshipDetail["hidden"]>;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const unhide = useUnhideInternship();
  return (
    <>
      <Alert tone="warning" title="Hidden from students" className="mb-6">
        <p>
          An administrator hid this posting on {formatDate(hidden.at)} after reports. Reason: {hidden.reason}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
          <Eye className="size-4" aria-hidden="true" />
          Show to students again
        </Button>
      </Alert>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Show this posting to students again?"
        message={`Students will see "${title}" again wherever its status allows, and its company will be told. It can only be hidden again after a new report.`}
        confirmLabel="Show again"
        isPending={unhide.isPending}
        onConfirm={() =>
          unhide.mutate(id, {
            onSuccess: () => {
              toast.success("Students can see this posting again");
              setConfirming(false);
            },
            onError: () => toast.error("Failed to show the posting again"),
          })
        }
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-neutral-900">{children}</dd>
    </div>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-800">{text}</p>
      </CardContent>
    </Card>
  );
}

function DetailsPlaceholder() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading internship...
      </p>
      <SkeletonText size="sm" width="w-36" className="mb-4" />
      <div className="mb-8 space-y-3">
        <SkeletonText size="2xl" width="w-80" />
        <SkeletonText size="base" width="w-64" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-card lg:col-span-2" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </div>
  );
}
