import type { Page } from "@internpath/shared/api-types";
import type { UseQueryResult } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Pencil, Plus, SearchX, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { textLinkClasses } from "@/components/ui/text-link";
import { useAccountListParams } from "../hooks/use-account-list-params";
import type { AccountKind } from "../utils/account-kinds";
import { listSummary } from "../utils/list-summary";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { InvitationPendingBadge } from "./invitation-status";
import { ListPlaceholder } from "./list-placeholder";
import { RowAction, type RowActionSpec } from "./row-action";

export type AccountRow = { id: string; email: string; invitationPending: boolean };

export type AccountColumn<Row> = {
  header: string;
  align?: "center" | "right";
  cell: (row: Row) => ReactNode;
};

type AccountListProps<Row extends AccountRow> = {
  kind: AccountKind;
  useAccounts: (params: ReturnType<typeof useAccountListParams>["queryParams"]) => UseQueryResult<Page<Row>>;
  nameOf: (row: Row) => string;
  avatarOf: (row: Row) => string | null;
  /** The first column: its header, its width, a line under the name; the photo from 2xl up only. */
  nameColumn: { header: string; width: string; subtitle?: (row: Row) => ReactNode; avatarFrom2xl?: boolean };
  emailWidth: string;
  /** The columns between the email and the actions. */
  columns: AccountColumn<Row>[];
  /** The table, from its breakpoint up; the cards below it. */
  tableFrom: "lg" | "xl";
  /** A card's lines under the email, and what follows them. */
  cardLines?: (row: Row) => ReactNode;
  cardBody: (row: Row) => ReactNode;
  /** The row's actions before Edit and Delete. */
  actionsOf: (row: Row) => RowActionSpec[];
  /** Five or more actions: the tighter rows of the students list. */
  dense?: boolean;
  /** Dialogs the row actions open. */
  children?: ReactNode;
};

const BREAKPOINTS = {
  lg: { table: "hidden overflow-hidden lg:block", cards: "space-y-3 lg:hidden" },
  xl: { table: "hidden overflow-hidden xl:block", cards: "space-y-3 xl:hidden" },
};

const ALIGN = { center: "text-center", right: "text-right" };

export function AddAccountLink({ kind }: { kind: AccountKind }) {
  return (
    <ButtonLink to={kind.addHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Add {kind.One}
    </ButtonLink>
  );
}

/** Manage Companies and Manage Students: the search, the list with its row actions, the pages. */
export function AccountList<Row extends AccountRow>(props: AccountListProps<Row>) {
  const { kind, nameOf } = props;
  const params = useAccountListParams();
  const query = props.useAccounts(params.queryParams);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const breakpoint = BREAKPOINTS[props.tableFrom];

  const actions = (row: Row, look: "icon" | "toolbar") => {
    const name = nameOf(row);
    const specs: RowActionSpec[] = [
      ...props.actionsOf(row),
      { icon: Pencil, label: "Edit", to: kind.editHref(row.id) },
      { icon: Trash2, label: "Delete", tone: "danger", onClick: () => setToDelete(row) },
    ];
    const layout =
      look === "icon"
        ? clsx("relative flex justify-end", !props.dense && "gap-1")
        : clsx("grid auto-cols-fr grid-flow-col", props.dense ? "gap-1" : "gap-2");
    return (
      <div className={layout}>
        {specs.map((spec) => (
          <RowAction key={spec.label} {...spec} look={look} subject={name} />
        ))}
      </div>
    );
  };

  let results: ReactNode;
  if (query.isPending) {
    results = <ListPlaceholder label={`Loading ${kind.many}...`} columns={props.columns.length + 3} />;
  } else if (query.isError && !query.data) {
    results = (
      <QueryError
        title={`Failed to load ${kind.many}`}
        onRetry={query.refetch}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.items.length === 0) {
    results = params.isFiltered ? (
      <EmptyState
        icon={SearchX}
        title={`No ${kind.many} match your search`}
        description={kind.searchHint}
        action={
          <Button variant="outline" onClick={params.clearFilters}>
            Clear search
          </Button>
        }
      />
    ) : query.data.prevCursor ? (
      <EmptyState
        icon={kind.icon}
        title={`No more ${kind.many} on this page`}
        action={
          <Button variant="outline" onClick={params.goToFirstPage}>
            Back to the first page
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={kind.icon}
        title={`No ${kind.many} yet`}
        description={`${kind.Many} appear here when they sign up, or when you add one.`}
        action={<AddAccountLink kind={kind} />}
      />
    );
  } else {
    const rows = query.data.items;
    results = (
      <>
        <Card className={breakpoint.table}>
          <Table caption={kind.Many}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{props.nameColumn.header}</TableHeaderCell>
                <TableHeaderCell>Email</TableHeaderCell>
                {props.columns.map((column) => (
                  <TableHeaderCell key={column.header} className={column.align && ALIGN[column.align]}>
                    {column.header}
                  </TableHeaderCell>
                ))}
                <TableHeaderCell className="text-right">Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <NameCell
                      row={row}
                      name={nameOf(row)}
                      kind={kind}
                      avatarOf={props.avatarOf}
                      column={props.nameColumn}
                    />
                  </TableCell>
                  <TableCell>
                    <TruncatedCell text={row.email} className={props.emailWidth} />
                  </TableCell>
                  {props.columns.map((column) => (
                    <TableCell key={column.header} className={column.align && ALIGN[column.align]}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  <TableCell>{actions(row, "icon")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
        <ul className={breakpoint.cards} aria-label={kind.Many}>
          {rows.map((row) => (
            <li key={row.id}>
              <AccountCard
                href={kind.viewHref(row.id)}
                name={nameOf(row)}
                avatarUrl={props.avatarOf(row)}
                email={row.email}
                lines={props.cardLines?.(row)}
                actions={actions(row, "toolbar")}
              >
                {props.cardBody(row)}
              </AccountCard>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-neutral-600" aria-live="polite">
            {listSummary(query.data, [kind.one, kind.many], params.isFiltered)}
          </p>
          <Pagination
            label={`${kind.One} pages`}
            prevCursor={query.data.prevCursor}
            nextCursor={query.data.nextCursor}
          />
        </div>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <Card className="p-4">
        <SearchInput
          label={`Search ${kind.many}`}
          placeholder={kind.searchPlaceholder}
          value={params.q}
          onSearch={params.setSearch}
        />
      </Card>

      <div ref={resultsRef} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        {results}
      </div>

      {props.children}
      <DeleteAccountDialog
        kind={kind}
        account={toDelete && { id: toDelete.id, name: nameOf(toDelete) }}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          // The row and its buttons are gone; keep the keyboard in the list.
          resultsRef.current?.focus();
        }}
        onFailed={() => toast.error(`Failed to delete ${kind.one}`)}
      />
    </div>
  );
}

type NameCellProps<Row extends AccountRow> = {
  row: Row;
  name: string;
  kind: AccountKind;
  avatarOf: (row: Row) => string | null;
  column: AccountListProps<Row>["nameColumn"];
};

/** The table's first cell: the photo or logo, the name linking to the profile, and what is pending. */
function NameCell<Row extends AccountRow>({ row, name, kind, avatarOf, column }: NameCellProps<Row>) {
  const avatar = <Avatar src={avatarOf(row)} name={name} />;
  return (
    <div className={clsx("flex items-center gap-3", column.width)}>
      {column.avatarFrom2xl ? (
        // The photo shows where the table has room for it (the cards always show it).
        <span className="hidden 2xl:block">{avatar}</span>
      ) : (
        avatar
      )}
      <div className="min-w-0">
        <Link to={kind.viewHref(row.id)} className={`${textLinkClasses} block truncate`}>
          {name}
        </Link>
        {column.subtitle?.(row)}
        {row.invitationPending && <InvitationPendingBadge />}
      </div>
    </div>
  );
}

type TruncatedCellProps = {
  text: string /** The hover text when not `text`; null for none. */;
  title?: string | null;
  className: string;
};

/** A cell that keeps to its width and shows the whole text on hover. */
export function TruncatedCell({ text, title = text, className }: TruncatedCellProps) {
  return (
    <div className={clsx("truncate", className)} title={title ?? undefined}>
      {text}
    </div>
  );
}

type AccountCardProps = {
  href: string;
  name: string;
  avatarUrl: string | null;
  email: string;
  /** Lines under the email. */
  lines?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
};

/** A list row as a card, below the table's breakpoint. */
function AccountCard({ href, name, avatarUrl, email, lines, children, actions }: AccountCardProps) {
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar src={avatarUrl} name={name} className="size-10" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-neutral-900">
            <Link to={href} className={textLinkClasses}>
              {name}
            </Link>
          </h2>
          <p className="truncate text-sm text-neutral-700">{email}</p>
          {lines}
        </div>
      </div>
      {children}
      {actions}
    </Card>
  );
}
