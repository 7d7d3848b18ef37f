import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { DocumentTitle } from "@/components/ui/document-title";
import { SkeletonText } from "@/components/ui/skeleton";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { useAdminInternships } from "../api/get-admin-internships";
import { useAdminInternshipsParams } from "../hooks/use-admin-internships-params";
import { AddInternshipLink, AdminInternshipsList } from "./admin-internships-list";

/**
 * /admin/companies/internships/{id}: every internship of one company, deleted inline (the spec's
 * company-internship delete). The heading names the company from the list's own answer.
 */
export function CompanyInternships({ companyId }: { companyId: string }) {
  const params = useAdminInternshipsParams(companyId);
  const { data } = useAdminInternships(params.queryParams);
  const companyName = data?.company ? data.company.companyName?.trim() || "Unnamed Company" : null;
  const title = companyName ? `${companyName}: Internships` : "Company Internships";

  return (
    <>
      <BackLink fallback={paths.admin.company.getHref(companyId)} className="mb-4">
        Back to company
      </BackLink>
      <DocumentTitle title={title} />
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">
            {data ? title : <SkeletonText size="2xl" width="w-72" className="sm:h-9" />}
            {!data && <span className="sr-only">Company Internships</span>}
          </h1>
          <p className="mt-2 max-w-2xl text-base text-neutral-600">
            Every internship this company has posted.
          </p>
        </div>
        <AddInternshipLink />
      </div>
      {data && data.company === null ? (
        <Alert title="Company not found">
          <p>No company account has this id. It may have been deleted.</p>
          <Link to={paths.admin.companies.getHref()} className={`${textLinkClasses} mt-2 inline-block`}>
            Back to Companies List
          </Link>
        </Alert>
      ) : (
        <AdminInternshipsList companyId={companyId} deleteMode="inline" />
      )}
    </>
  );
}
