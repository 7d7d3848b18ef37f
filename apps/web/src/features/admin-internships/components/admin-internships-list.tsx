import { INTERNSHIP_STATUSES } from "@internpath/shared/enums";
import { Plus } from "lucide-react";
import type { DeleteMode } from "@/components/internship-list/delete-confirmation";
import { InternshipList } from "@/components/internship-list/internship-list";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { placeholderKeys, SkeletonText } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatFoundCount } from "@/lib/format";
import { useAdminInternships } from "../api/get-admin-internships";
import {
  type AdminInternshipStatusFilter,
  useAdminInternshipsParams,
} from "../hooks/use-admin-internships-params";
import { AdminInternshipCards } from "./admin-internship-cards";
import { AdminInternshipsTable } from "./admin-internships-table";

const STATUS_OPTIONS: { value: AdminInternshipStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...INTERNSHIP_STATUSES.map((status) => ({
    value: status,
    label: status[0]!.toUpperCase() + status.slice(1),
  })),
];

export function AddInternshipLink() {
  return (
    <ButtonLink to={paths.app.createInternship.getHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Add Internship
    </ButtonLink>
  );
}

type AdminInternshipsListProps = {
  /** A company's internships only (its page); otherwise every company's. */
  companyId?: string;
  deleteMode: DeleteMode;
};

/** Search, status filter, the internships (a table on wide screens, cards below), pages. */
export function AdminInternshipsList({ companyId, deleteMode }: AdminInternshipsListProps) {
  const params = useAdminInternshipsParams(companyId);
  const query = useAdminInternships(params.queryParams);
  const caption = companyId ? "The company's internships" : "Internships";
  const rows = { showCompany: !companyId, deleteMode };

  return (
    <InternshipList
      layout="lg"
      params={params}
      searchPlaceholder={companyId ? "Search by title or location" : "Search by title, company or location"}
      filter={
        <FilterButtons
          legend="Status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={params.setStatus}
        />
      }
      query={query}
      placeholder={<ListPlaceholder />}
      errorLayout="page"
      isLaterPage={(page) => Boolean(page.prevCursor)}
      filteredDescription={
        companyId
          ? "Try another title, location or status."
          : "Try another title, company, location or status."
      }
      empty={{
        title: companyId ? "No internships posted yet" : "No internships yet",
        description: "Internships appear here as soon as a company, or an admin for it, posts one.",
        action: <AddInternshipLink />,
      }}
      summary={(page) => formatFoundCount(page, "internship")}
      table={(items, onDeleted) => (
        <AdminInternshipsTable rows={items} caption={caption} onDeleted={onDeleted} {...rows} />
      )}
      cards={(items, onDeleted) => (
        <AdminInternshipCards rows={items} label={caption} onDeleted={onDeleted} {...rows} />
      )}
    />
  );
}

/** Rows of the table's size while the first page loads, so nothing moves when it arrives. */
function ListPlaceholder() {
  return (
    <Card className="divide-y divide-neutral-200" aria-busy="true">
      <p className="sr-only" role="status">
        Loading internships...
      </p>
      {placeholderKeys(6).map((key) => (
        <div key={key} className="flex items-center gap-6 px-5 py-4">
          <SkeletonText width="w-48" />
          <SkeletonText width="w-32" className="hidden lg:flex" />
          <SkeletonText width="w-16" />
          <SkeletonText width="w-28" className="hidden lg:flex" />
          <SkeletonText width="w-8" className="ml-auto" />
        </div>
      ))}
    </Card>
  );
}
