import type { UseQueryResult } from "@tanstack/react-query";
import { clsx } from "clsx";
import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { PageHeader } from "@/components/ui/page-header";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import type { AccountKind } from "../utils/account-kinds";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { EndSessionsButton } from "./end-sessions-button";

type AccountQueryProps<Data> = {
  kind: AccountKind;
  query: UseQueryResult<Data>;
  /** What the account is loaded for: its profile page or its Edit form. */
  purpose: "profile" | "form";
  children: (data: Data) => ReactNode;
};

/** What a page says while its account loads, and when it could not (a 404 cannot be fetched again). */
function loadTexts(kind: AccountKind, purpose: "profile" | "form", error: Error | null, isMissing: boolean) {
  const notFound = `${kind.One} not found`;
  return purpose === "profile"
    ? {
        loading: `Loading ${kind.one} profile...`,
        title: `Error Loading ${kind.One}`,
        message: isMissing ? notFound : getErrorMessage(error),
        className: "mx-auto max-w-xl py-8",
      }
    : {
        loading: `Loading ${kind.one}...`,
        title: isMissing ? notFound : "Could not load the form",
        message: isMissing ? "It may have been deleted." : getErrorMessage(error),
        className: undefined,
      };
}

/** One account loading for a page: a spinner, then the page, or why not with the way back to its list. */
export function AccountQuery<Data>({ kind, query, purpose, children }: AccountQueryProps<Data>) {
  const isMissing = isApiError(query.error, "NOT_FOUND");
  const { loading, title, message, className } = loadTexts(kind, purpose, query.error, isMissing);
  if (query.isPending) return <LoadingScreen fullScreen={false} label={loading} />;
  if (!query.isError) return children(query.data);
  return (
    <div className={clsx("space-y-4", className)}>
      <Alert title={title}>
        <p>{message}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={kind.listHref()} variant="outline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to {kind.Many} List
        </ButtonLink>
        {!isMissing && (
          <Button variant="outline" onClick={() => void query.refetch()} isLoading={query.isFetching}>
            Try Again
          </Button>
        )}
      </div>
    </div>
  );
}

type AccountProfileLayoutProps = {
  kind: AccountKind;
  account: { id: string; name: string };
  description: string;
  /** Header actions before Edit (the students' Message). */
  actions?: ReactNode;
  deleteFailure: (error: Error) => string;
  children: ReactNode;
};

/** A company's or student's page: the way back, the name with Edit, End sessions and Delete, the body. */
export function AccountProfileLayout({
  kind,
  account,
  description,
  actions,
  deleteFailure,
  children,
}: AccountProfileLayoutProps) {
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <BackLink fallback={kind.listHref()} className="mb-4">
        {kind.Many}
      </BackLink>
      <PageHeader
        title={account.name}
        description={description}
        actions={
          <>
            {actions}
            <ButtonLink to={kind.editHref(account.id)} variant="outline">
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </ButtonLink>
            <EndSessionsButton accountId={account.id} name={account.name} />
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </>
        }
      />
      {children}
      <DeleteAccountDialog
        kind={kind}
        account={account}
        open={isConfirming}
        onClose={() => setConfirming(false)}
        onDeleted={() => navigate(kind.listHref(), { replace: true })}
        onFailed={(error) => {
          setConfirming(false);
          toast.error(deleteFailure(error));
        }}
      />
    </>
  );
}
