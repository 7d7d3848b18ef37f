import { Building2, GraduationCap, type LucideIcon } from "lucide-react";
import { paths } from "@/config/paths";
import type { MutationConfig } from "@/lib/mutation-config";
import { useDeleteAdminCompany, useDeleteAdminStudent } from "../api/account-deletions";
import { companyNameOf, studentNameOf } from "./account-names";

/** What the Companies and Students screens say and link to, so one list, form and profile serve both. */
export type AccountKind = {
  /** "company", "companies", and capitalised for headings. */
  one: string;
  many: string;
  One: string;
  Many: string;
  nameOf: (name: string | null | undefined) => string;
  /** The list's icon, its search box's placeholder and the hint when a search finds nothing. */
  icon: LucideIcon;
  searchPlaceholder: string;
  searchHint: string;
  deleteConfirmation: string;
  useDelete: (config: MutationConfig<void, string>) => { mutate: (id: string) => void; isPending: boolean };
  listHref: () => string;
  addHref: () => string;
  viewHref: (id: string) => string;
  editHref: (id: string) => string;
};

export const COMPANY_KIND: AccountKind = {
  one: "company",
  many: "companies",
  One: "Company",
  Many: "Companies",
  nameOf: companyNameOf,
  icon: Building2,
  searchPlaceholder: "Company name or email",
  searchHint: "Try another company name or email.",
  deleteConfirmation: "Are you sure you want to delete this company? This action cannot be undone.",
  useDelete: useDeleteAdminCompany,
  listHref: paths.admin.companies.getHref,
  addHref: paths.admin.addCompany.getHref,
  viewHref: paths.admin.company.getHref,
  editHref: paths.admin.editCompany.getHref,
};

export const STUDENT_KIND: AccountKind = {
  one: "student",
  many: "students",
  One: "Student",
  Many: "Students",
  nameOf: studentNameOf,
  icon: GraduationCap,
  searchPlaceholder: "Name, email or university",
  searchHint: "Try another name, email or university.",
  deleteConfirmation:
    "Are you sure you want to delete this student? Their applications go with them. This action cannot be undone.",
  useDelete: useDeleteAdminStudent,
  listHref: paths.admin.students.getHref,
  addHref: paths.admin.addStudent.getHref,
  viewHref: paths.admin.student.getHref,
  editHref: paths.admin.editStudent.getHref,
};
