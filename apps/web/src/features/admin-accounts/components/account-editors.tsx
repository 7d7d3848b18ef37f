import { useAdminCompany, useAdminStudent } from "../api/account-reads";
import { COMPANY_KIND, STUDENT_KIND } from "../utils/account-kinds";
import { AccountQuery } from "./account-profile";
import { CompanyForm } from "./company-form";
import { StudentForm } from "./student-form";

/** Edit Company: the form starts from the company as stored now. */
export function EditCompany({ id }: { id: string }) {
  return (
    <AccountQuery kind={COMPANY_KIND} query={useAdminCompany(id)} purpose="form">
      {(data) => <CompanyForm mode="edit" company={data.company} />}
    </AccountQuery>
  );
}

/** Edit Student: the form starts from the student as stored now. */
export function EditStudent({ id }: { id: string }) {
  return (
    <AccountQuery kind={STUDENT_KIND} query={useAdminStudent(id)} purpose="form">
      {(data) => <StudentForm mode="edit" student={data.student} />}
    </AccountQuery>
  );
}
