import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";

/** An internship's number of applications, leading to Review Applications for its applicants (none: no link). */
export function ApplicantsLink({ row, children }: { row: CompanyInternshipRow; children?: ReactNode }) {
  if (row.applicationCount === 0) return <>{children ?? 0}</>;
  return (
    <TextLink standalone to={paths.app.applications.getHref(undefined, row.id)}>
      {children ?? row.applicationCount}
      <span className="sr-only">, view the applicants of {row.title}</span>
    </TextLink>
  );
}
