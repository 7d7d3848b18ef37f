import type { AdminCompanyRow } from "@internpath/shared/admin-accounts-types";
import { Building2, Eye, Pencil, Plus, SearchX, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { useDeleteAdminCompany } from "../api/delete-admin-company";
import { useAdminCompanies } from "../api/get-admin-companies";
import { useAccountListParams } from "../hooks/use-account-list-params";
import { companyNameOf, NOT_SPECIFIED } from "../utils/account-names";
import { listSummary } from "../utils/list-summary";
import { InvitationPendingBadge } from "./invitation-status";
import { ListPlaceholder } from "./list-placeholder";
import { RowAction } from "./row-action";

export const DELETE_COMPANY_CONFIRMATION =
  "Are you sure you want to delete this company? This action cannot be undone.";

export function AddCompanyLink() {
  return (
    <ButtonLink to={paths.admin.addCompany.getHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Add Company
    </ButtonLink>
  );
}

/** Manage Companies: search by company name or email, the list with its actions, pages. */
export function CompaniesList() {
  const params = useAccountListParams();
  const query = useAdminCompanies(params.queryParams);
  const [toDelete, setToDelete] = useState<AdminCompanyRow | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteAdminCompany({
    onSuccess: () => {
      toast.success("Company deleted successfully");
      setToDelete(null);
      // The row and its buttons are gone; keep the keyboard in the list.
      resultsRef.current?.focus();
    },
    onError: () => toast.error("Failed to delete company"),
  });

  return (
    <div className="space-y-6">
      <Card className="p-4">
        <SearchInput
          label="Search companies"
          placeholder="Company name or email"
          value={params.q}
          onSearch={params.setSearch}
        />
      </Card>

      <div ref={resultsRef} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListPlaceholder label="Loading companies..." columns={5} />
        ) : query.isError && !query.data ? (
          <QueryError
            title="Failed to load companies"
            onRetry={query.refetch}
            isRetrying={query.isFetching}
          />
        ) : query.data.items.length === 0 ? (
          params.isFiltered ? (
            <EmptyState
              icon={SearchX}
              title="No companies match your search"
              description="Try another company name or email."
              action={
                <Button variant="outline" onClick={params.clearFilters}>
                  Clear search
                </Button>
              }
            />
          ) : query.data.prevCursor ? (
            <EmptyState
              icon={Building2}
              title="No more companies on this page"
              action={
                <Button variant="outline" onClick={params.goToFirstPage}>
                  Back to the first page
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Building2}
              title="No companies yet"
              description="Companies appear here when they sign up, or when you add one."
              action={<AddCompanyLink />}
            />
          )
        ) : (
          <>
            <Card className="hidden overflow-hidden lg:block">
              <CompaniesTable rows={query.data.items} onDelete={setToDelete} />
            </Card>
            <ul className="space-y-3 lg:hidden" aria-label="Companies">
              {query.data.items.map((row) => (
                <CompanyCard key={row.id} row={row} onDelete={setToDelete} />
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-neutral-600" aria-live="polite">
                {listSummary(query.data, ["company", "companies"], params.isFiltered)}
              </p>
              <Pagination
                label="Company pages"
                prevCursor={query.data.prevCursor}
                nextCursor={query.data.nextCursor}
              />
            </div>
          </>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${companyNameOf(toDelete?.companyName)}?`}
        message={DELETE_COMPANY_CONFIRMATION}
        confirmLabel="Delete company"
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        isPending={remove.isPending}
      />
    </div>
  );
}

type RowProps = { row: AdminCompanyRow; onDelete: (row: AdminCompanyRow) => void };

function CompaniesTable({ rows, onDelete }: { rows: AdminCompanyRow[]; onDelete: RowProps["onDelete"] }) {
  return (
    <Table caption="Companies">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Company Name</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>Location</TableHeaderCell>
          <TableHeaderCell className="text-right">Internships</TableHeaderCell>
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = companyNameOf(row.companyName);
          return (
            <TableRow key={row.id}>
              <TableCell>
                <div className="flex max-w-64 items-center gap-3">
                  <Avatar src={row.logoUrl} name={name} />
                  <div className="min-w-0">
                    <Link
                      to={paths.admin.company.getHref(row.id)}
                      className={`${textLinkClasses} block truncate`}
                    >
                      {name}
                    </Link>
                    <p className="truncate text-xs text-neutral-600">{row.fullName || NOT_SPECIFIED}</p>
                    {row.invitationPending && <InvitationPendingBadge />}
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <div className="max-w-56 truncate" title={row.email}>
                  {row.email}
                </div>
              </TableCell>
              <TableCell>{row.location || NOT_SPECIFIED}</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{row.internshipCount}</TableCell>
              <TableCell>
                <CompanyActions row={row} onDelete={onDelete} look="icon" />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function CompanyCard({ row, onDelete }: RowProps) {
  const name = companyNameOf(row.companyName);
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex items-start gap-3">
          <Avatar src={row.logoUrl} name={name} className="size-10" />
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-semibold text-neutral-900">
              <Link to={paths.admin.company.getHref(row.id)} className={textLinkClasses}>
                {name}
              </Link>
            </h2>
            <p className="truncate text-sm text-neutral-700">{row.email}</p>
            {row.invitationPending && <InvitationPendingBadge />}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs font-semibold text-neutral-600 uppercase">Location</dt>
            <dd className="text-neutral-900">{row.location || NOT_SPECIFIED}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-neutral-600 uppercase">Internships</dt>
            <dd className="font-semibold text-neutral-900 tabular-nums">{row.internshipCount}</dd>
          </div>
        </dl>
        <CompanyActions row={row} onDelete={onDelete} look="toolbar" />
      </Card>
    </li>
  );
}

function CompanyActions({ row, onDelete, look }: RowProps & { look: "icon" | "toolbar" }) {
  const name = companyNameOf(row.companyName);
  return (
    <div className={look === "icon" ? "relative flex justify-end gap-1" : "grid grid-cols-3 gap-2"}>
      <RowAction
        look={look}
        icon={Eye}
        label="View"
        subject={name}
        to={paths.admin.company.getHref(row.id)}
      />
      <RowAction
        look={look}
        icon={Pencil}
        label="Edit"
        subject={name}
        to={paths.admin.editCompany.getHref(row.id)}
      />
      <RowAction
        look={look}
        icon={Trash2}
        label="Delete"
        subject={name}
        tone="danger"
        onClick={() => onDelete(row)}
      />
    </div>
  );
}
