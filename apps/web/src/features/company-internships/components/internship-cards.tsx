import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { Calendar, MapPin, Users } from "lucide-react";
import { DeleteConfirmation } from "@/components/internship-list/delete-confirmation";
import {
  applicationCountText,
  CardGrid,
  InternshipListCard,
} from "@/components/internship-list/internship-list-card";
import { OwnInternshipStatusBadge } from "@/components/own-internship-status";
import { formatDate, formatLocation } from "@/lib/format";
import { useInternshipRowActions } from "../hooks/use-internship-row-actions";
import { ApplicantsLink } from "./applicants-link";
import { InternshipCloseDialog, RowActionButtons, StillOpenPrompt } from "./internship-row-actions";

type InternshipsListProps = { rows: CompanyInternshipRow[]; onDeleted: () => void };

/** The list on phones and tablets: one card per internship. */
export function InternshipCards({ rows, onDeleted }: InternshipsListProps) {
  return (
    <CardGrid rows={rows} label="Your internships">
      {(row) => <InternshipCard row={row} onDeleted={onDeleted} />}
    </CardGrid>
  );
}

function InternshipCard({ row, onDeleted }: { row: CompanyInternshipRow; onDeleted: () => void }) {
  const actions = useInternshipRowActions(row, onDeleted);
  return (
    <InternshipListCard
      heading={row.title}
      badges={<OwnInternshipStatusBadge status={row.status} className="shrink-0" />}
      facts={[
        { icon: MapPin, label: "Location", value: formatLocation(row.location, row.isRemote) },
        {
          icon: Users,
          label: "Applications",
          value: <ApplicantsLink row={row}>{applicationCountText(row.applicationCount)}</ApplicantsLink>,
        },
        { icon: Calendar, label: "Created", value: `Created ${formatDate(row.createdAt)}` },
      ]}
      actions={
        <>
          <RowActionButtons row={row} actions={actions} layout="toolbar" />
          <DeleteConfirmation mode="inline" remove={actions.remove} title={row.title} />
        </>
      }
    >
      <StillOpenPrompt row={row} actions={actions} />
      <InternshipCloseDialog row={row} actions={actions} />
    </InternshipListCard>
  );
}
