import { getErrorMessage } from "@/lib/api-client";
import { useAdminCompany } from "../api/get-admin-company";
import { useAdminStudent } from "../api/get-admin-student";
import { type AccountKind, COMPANY_KIND, STUDENT_KIND } from "../utils/account-kinds";
import { AccountQuery } from "./account-profile";
import { CompanyForm } from "./company-form";
import { StudentForm } from "./student-form";

const formFailure = (kind: AccountKind) => (error: Error, isMissing: boolean) => ({
  title: isMissing ? `${kind.One} not found` : "Could not load the form",
  message: isMissing ? "It may have been deleted." : getErrorMessage(error),
});

/** Edit Company: the form starts from the company as stored now. */
export function EditCompany({ id }: { id: string }) {
  return (
    <AccountQuery
      kind={COMPANY_KIND}
      query={useAdminCompany(id)}
      loadingLabel="Loading company..."
      failure={formFailure(COMPANY_KIND)}
    >
      {(data) => <CompanyForm mode="edit" company={data.company} />}
    </AccountQuery>
  );
}

/** Edit Student: the form starts from the student as stored now. */
export function EditStudent({ id }: { id: string }) {
  return (
    <AccountQuery
      kind={STUDENT_KIND}
      query={useAdminStudent(id)}
      loadingLabel="Loading student..."
      failure={formFailure(STUDENT_KIND)}
    >
      {(data) => <StudentForm mode="edit" student={data.student} />}
    </AccountQuery>
  );
}
