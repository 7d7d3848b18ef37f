import type { AdminApplicationRow } from "@internpath/shared/admin-application-answers";
import { clsx } from "clsx";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { studentNameOf } from "../utils/names";

/** Who applied, linking to their page, with their e-mail under the name (the list's table and cards). */
export function ApplicantName({ row, className }: { row: AdminApplicationRow; className?: string }) {
  return (
    <>
      <Link
        to={paths.admin.student.getHref(row.student.id)}
        className={clsx("hover:text-brand-700 hover:underline", className)}
      >
        {studentNameOf(row.student.fullName)}
      </Link>
      <span className="block text-xs font-normal break-all text-neutral-600">{row.student.email}</span>
    </>
  );
}
