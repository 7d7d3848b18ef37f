import type { AdminCompanyRow } from "@internpath/shared/admin-accounts-types";
import { Building2, Eye } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { useAdminCompanies } from "../api/get-admin-companies";
import { COMPANY_KIND } from "../utils/account-kinds";
import { NOT_SPECIFIED } from "../utils/account-names";
import {
  AccountCard,
  type AccountColumn,
  AccountList,
  AccountNameCell,
  AddAccountLink,
  TruncatedCell,
} from "./account-list";
import { InvitationPendingBadge } from "./invitation-status";

export function AddCompanyLink() {
  return <AddAccountLink kind={COMPANY_KIND} />;
}

const nameOf = (row: AdminCompanyRow) => COMPANY_KIND.nameOf(row.companyName);

const columns: AccountColumn<AdminCompanyRow>[] = [
  {
    header: "Company Name",
    cell: (row, name) => (
      <AccountNameCell
        href={COMPANY_KIND.viewHref(row.id)}
        name={name}
        avatar={<Avatar src={row.logoUrl} name={name} />}
        subtitle={<p className="truncate text-xs text-neutral-600">{row.fullName || NOT_SPECIFIED}</p>}
        invitationPending={row.invitationPending}
        className="max-w-64"
      />
    ),
  },
  { header: "Email", cell: (row) => <TruncatedCell text={row.email} className="max-w-56" /> },
  { header: "Location", cell: (row) => row.location || NOT_SPECIFIED },
  {
    header: "Internships",
    align: "right",
    cell: (row) => <span className="font-semibold tabular-nums">{row.internshipCount}</span>,
  },
];

/** Manage Companies: search by company name or email, the list with its actions, pages. */
export function CompaniesList() {
  return (
    <AccountList
      kind={COMPANY_KIND}
      searchPlaceholder="Company name or email"
      searchHint="Try another company name or email."
      emptyIcon={Building2}
      useAccounts={useAdminCompanies}
      nameOf={nameOf}
      tableFrom="lg"
      columns={columns}
      actionsOf={(row) => [{ icon: Eye, label: "View", to: COMPANY_KIND.viewHref(row.id) }]}
      renderCard={(row, name, actions) => (
        <AccountCard
          href={COMPANY_KIND.viewHref(row.id)}
          name={name}
          avatarUrl={row.logoUrl}
          email={row.email}
          lines={row.invitationPending && <InvitationPendingBadge />}
          actions={actions}
        >
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
        </AccountCard>
      )}
    />
  );
}
