import type { AdminInternshipRow } from "@internpath/shared/admin-internships-types";
import { Building2, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { InternshipStatusBadge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";
import { useInternshipDelete } from "../hooks/use-internship-delete";
import { DeleteConfirmation, type DeleteMode } from "./delete-confirmation";
import { HiddenBadge } from "./hidden-badge";
import { internshipLocation } from "./internship-location";
import { InternshipRowActions } from "./internship-row-actions";

type AdminInternshipCardsProps = {
  rows: AdminInternshipRow[];
  label: string;
  showCompany: boolean;
  deleteMode: DeleteMode;
  onDeleted: () => void;
};

/** The list on phones and tablets: one card per internship. */
export function AdminInternshipCards({
  rows,
  label,
  showCompany,
  deleteMode,
  onDeleted,
}: AdminInternshipCardsProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <InternshipCard row={row} showCompany={showCompany} deleteMode={deleteMode} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}

type CardProps = {
  row: AdminInternshipRow;
  showCompany: boolean;
  deleteMode: DeleteMode;
  onDeleted: () => void;
};

function InternshipCard({ row, showCompany, deleteMode, onDeleted }: CardProps) {
  const remove = useInternshipDelete(row.id, onDeleted);
  const applications = `${row.applicationCount} ${row.applicationCount === 1 ? "application" : "applications"}`;
  return (
    <Card className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-neutral-900">
          <Link to={paths.admin.internship.getHref(row.id)} className="hover:text-brand-700 hover:underline">
            {row.title}
          </Link>
        </h2>
        <span className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <InternshipStatusBadge status={row.status} />
          {row.hidden && <HiddenBadge />}
        </span>
      </div>
      <dl className="grid gap-1.5 text-sm text-neutral-700">
        {showCompany && (
          <div className="flex items-center gap-2">
            <dt>
              <Building2 className="size-4 text-neutral-500" aria-hidden="true" />
              <span className="sr-only">Company</span>
            </dt>
            <dd className="min-w-0 break-words">
              <Link
                to={paths.admin.company.getHref(row.companyId)}
                className="hover:text-brand-700 hover:underline"
              >
                {companyNameOf(row.companyName)}
              </Link>
            </dd>
          </div>
        )}
        <div className="flex items-center gap-2">
          <dt>
            <MapPin className="size-4 text-neutral-500" aria-hidden="true" />
            <span className="sr-only">Location</span>
          </dt>
          <dd className="min-w-0 break-words">{internshipLocation(row.location, row.isRemote)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Users className="size-4 text-neutral-500" aria-hidden="true" />
            <span className="sr-only">Applications</span>
          </dt>
          <dd>{applications}</dd>
        </div>
      </dl>
      <div className="mt-auto space-y-3 border-t border-neutral-200 pt-3">
        <InternshipRowActions
          row={row}
          layout="toolbar"
          onDelete={remove.ask}
          isDeleteOpen={remove.isConfirming}
          deleteButtonRef={remove.deleteButtonRef}
        />
        <DeleteConfirmation mode={deleteMode} remove={remove} title={row.title} />
      </div>
    </Card>
  );
}
