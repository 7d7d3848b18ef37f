import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { Calendar, MapPin, Users } from "lucide-react";
import { InternshipStatusBadge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate, formatLocation } from "@/lib/format";
import { useInternshipRowActions } from "../hooks/use-internship-row-actions";
import {
  InternshipActionButtons,
  InternshipCloseDialog,
  InternshipDeleteConfirmation,
  StillOpenPrompt,
} from "./internship-row-actions";

type InternshipsListProps = { rows: CompanyInternshipRow[]; onDeleted: () => void };

/** The list on phones and tablets: one card per internship. */
export function InternshipCards({ rows, onDeleted }: InternshipsListProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Your internships">
      {rows.map((row) => (
        <li key={row.id}>
          <InternshipCard row={row} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}

function InternshipCard({ row, onDeleted }: { row: CompanyInternshipRow; onDeleted: () => void }) {
  const actions = useInternshipRowActions(row, onDeleted);
  const applications = `${row.applicationCount} ${row.applicationCount === 1 ? "application" : "applications"}`;
  return (
    <Card className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-neutral-900">{row.title}</h2>
        <InternshipStatusBadge status={row.status} className="shrink-0" />
      </div>
      <dl className="grid gap-1.5 text-sm text-neutral-700">
        <div className="flex items-center gap-2">
          <dt>
            <MapPin className="size-4 text-neutral-500" aria-hidden="true" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{formatLocation(row.location, row.isRemote)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Users className="size-4 text-neutral-500" aria-hidden="true" />
            <span className="sr-only">Applications</span>
          </dt>
          <dd>{applications}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Calendar className="size-4 text-neutral-500" aria-hidden="true" />
            <span className="sr-only">Created</span>
          </dt>
          <dd>Created {formatDate(row.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-auto space-y-3 border-t border-neutral-200 pt-3">
        <InternshipActionButtons row={row} actions={actions} layout="toolbar" />
        {actions.isConfirmingDelete && <InternshipDeleteConfirmation actions={actions} />}
      </div>
      <StillOpenPrompt row={row} actions={actions} />
      <InternshipCloseDialog row={row} actions={actions} />
    </Card>
  );
}
