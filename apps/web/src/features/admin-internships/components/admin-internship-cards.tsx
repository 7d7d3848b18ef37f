import type { AdminInternshipRow } from "@internpath/shared/admin-internship-answers";
import { Building2, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import type { DeleteMode } from "@/components/internship-list/delete-confirmation";
import { DeleteConfirmation } from "@/components/internship-list/delete-confirmation";
import { InternshipActionButtons } from "@/components/internship-list/internship-action-buttons";
import {
  applicationCountText,
  CardGrid,
  InternshipListCard,
} from "@/components/internship-list/internship-list-card";
import { InternshipStatusBadge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";
import { useAdminInternshipDelete } from "../hooks/use-admin-internship-delete";
import { HiddenBadge } from "./hidden-badge";
import { internshipLocation } from "./internship-location";

type AdminInternshipCardsProps = {
  rows: AdminInternshipRow[];
  label: string;
  showCompany: boolean;
  deleteMode: DeleteMode;
  onDeleted: () => void;
};

/** The list on phones and tablets: one card per internship. */
export function AdminInternshipCards({ rows, label, ...card }: AdminInternshipCardsProps) {
  return (
    <CardGrid rows={rows} label={label}>
      {(row) => <InternshipCard row={row} {...card} />}
    </CardGrid>
  );
}

type CardProps = Omit<AdminInternshipCardsProps, "rows" | "label"> & { row: AdminInternshipRow };

function InternshipCard({ row, showCompany, deleteMode, onDeleted }: CardProps) {
  const remove = useAdminInternshipDelete(row.id, onDeleted);
  const linkClasses = "hover:text-brand-700 hover:underline";
  return (
    <InternshipListCard
      heading={
        <Link to={paths.admin.internship.getHref(row.id)} className={linkClasses}>
          {row.title}
        </Link>
      }
      badges={
        <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <InternshipStatusBadge status={row.status} />
          {row.hidden && <HiddenBadge />}
        </span>
      }
      facts={[
        showCompany && {
          icon: Building2,
          label: "Company",
          value: (
            <Link to={paths.admin.company.getHref(row.companyId)} className={linkClasses}>
              {companyNameOf(row.companyName)}
            </Link>
          ),
        },
        { icon: MapPin, label: "Location", value: internshipLocation(row.location, row.isRemote) },
        { icon: Users, label: "Applications", value: applicationCountText(row.applicationCount) },
      ]}
      actions={
        <>
          <InternshipActionButtons
            internship={row}
            viewHref={paths.admin.internship.getHref(row.id)}
            layout="toolbar"
            remove={remove}
          />
          <DeleteConfirmation mode={deleteMode} remove={remove} title={row.title} />
        </>
      }
    />
  );
}
