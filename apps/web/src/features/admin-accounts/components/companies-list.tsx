import type { AdminCompanyRow } from "@internpath/shared/admin-accounts-answers";
import { Eye } from "lucide-react";
import { useAdminCompanies } from "../api/account-reads";
import { COMPANY_KIND } from "../utils/account-kinds";
import { NOT_SPECIFIED } from "../utils/account-names";
import { AccountList, AddAccountLink } from "./account-list";
import { InvitationPendingBadge } from "./invitation-status";

export function AddCompanyLink() {
  return <AddAccountLink kind={COMPANY_KIND} />;
}

/** Manage Companies: search by company name or email, the list with its actions, pages. */
export function CompaniesList() {
  return (
    <AccountList<AdminCompanyRow>
      kind={COMPANY_KIND}
      useAccounts={useAdminCompanies}
      nameOf={(row) => COMPANY_KIND.nameOf(row.companyName)}
      avatarOf={(row) => row.logoUrl}
      tableFrom="lg"
      nameColumn={{
        header: "Company Name",
        width: "max-w-64",
        subtitle: (row) => (
          <p className="truncate text-xs text-neutral-600">{row.fullName || NOT_SPECIFIED}</p>
        ),
      }}
      emailWidth="max-w-56"
      columns={[
        { header: "Location", cell: (row) => row.location || NOT_SPECIFIED },
        {
          header: "Internships",
          align: "right",
          cell: (row) => <span className="font-semibold tabular-nums">{row.internshipCount}</span>,
        },
      ]}
      actionsOf={(row) => [{ icon: Eye, label: "View", to: COMPANY_KIND.viewHref(row.id) }]}
      cardLines={(row) => row.invitationPending && <InvitationPendingBadge />}
      cardBody={(row) => (
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
      )}
    />
  );
}
