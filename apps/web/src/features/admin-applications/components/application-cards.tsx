import type { AdminApplicationRow } from "@internpath/shared/admin-application-answers";
import { Briefcase, Building2, CalendarDays, Eye, Trash2 } from "lucide-react";
import { CardGrid, InternshipListCard } from "@/components/internship-list/internship-list-card";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { companyNameOf, formatDate } from "@/lib/format";
import { studentNameOf } from "../utils/names";
import { ApplicantName } from "./applicant-name";
import { StatusSelect } from "./status-select";

type ApplicationCardsProps = {
  rows: AdminApplicationRow[];
  onView: (row: AdminApplicationRow) => void;
  onDelete: (row: AdminApplicationRow) => void;
};

/** The list on phones and tablets: one card per application, as the other admin lists show theirs. */
export function ApplicationCards({ rows, onView, onDelete }: ApplicationCardsProps) {
  return (
    <CardGrid rows={rows} label="Applications">
      {(row) => {
        const student = studentNameOf(row.student.fullName);
        return (
          <InternshipListCard
            heading={
              <span className="block">
                <ApplicantName row={row} />
              </span>
            }
            badges={<ApplicationStatusBadge status={row.status} className="shrink-0" />}
            facts={[
              { icon: Briefcase, label: "Internship", value: row.internship.title },
              { icon: Building2, label: "Company", value: companyNameOf(row.company.companyName) },
              { icon: CalendarDays, label: "Applied", value: `Applied ${formatDate(row.createdAt)}` },
            ]}
            actions={
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="outline" size="sm" onClick={() => onView(row)}>
                  <Eye className="size-4" aria-hidden="true" />
                  View details
                  <span className="sr-only"> of {student}'s application</span>
                </Button>
                <StatusSelect
                  applicationId={row.id}
                  status={row.status}
                  label={`Change status of ${student}'s application`}
                  studentName={student}
                  internshipTitle={row.internship.title}
                />
                <Button variant="ghost" size="sm" className="text-error-700" onClick={() => onDelete(row)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                  <span className="sr-only"> {student}'s application</span>
                </Button>
              </div>
            }
          />
        );
      }}
    </CardGrid>
  );
}
