import type { AdminInternshipRow } from "@internpath/shared/admin-internships-types";
import { InternshipActionButtons } from "@/components/internship-list/internship-action-buttons";
import { paths } from "@/config/paths";
import { type InternshipDelete, useInternshipDelete } from "@/hooks/use-internship-delete";
import { useDeleteInternship } from "../api/delete-internship";

/** Delete (with its confirmation) for one internship, by the admin's DELETE. */
export function useAdminInternshipDelete(id: string, onDeleted?: () => void) {
  return useInternshipDelete(id, useDeleteInternship, onDeleted);
}

type InternshipRowActionsProps = {
  row: AdminInternshipRow;
  layout: "row" | "toolbar";
  remove: InternshipDelete;
};

/** View (the admin page), Edit (the shared form) and Delete; each names its internship for screen readers. */
export function InternshipRowActions({ row, layout, remove }: InternshipRowActionsProps) {
  return (
    <InternshipActionButtons
      title={row.title}
      viewHref={paths.admin.internship.getHref(row.id)}
      editHref={paths.app.editInternship.getHref(row.id)}
      layout={layout}
      remove={remove}
    />
  );
}
