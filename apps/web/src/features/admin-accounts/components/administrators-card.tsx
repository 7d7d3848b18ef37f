import { Avatar } from "@/components/ui/avatar";
import { Card, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { ADMINS_SHOWN, useAdmins } from "../api/get-admins";
import { InvitationPendingBadge, ResendInvitationButton } from "./invitation-status";
import { InviteAdminDialog } from "./invite-admin-dialog";

/** The administrators, newest first, and "Invite administrator". */
export function AdministratorsCard() {
  const admins = useAdmins();
  return (
    <Card className="flex flex-col">
      <CardHeader title="Administrators" description="People who run the back office." />
      <div className="px-5 pt-4">
        <InviteAdminDialog />
      </div>
      {admins.isPending ? (
        <ul className="divide-y divide-neutral-200" aria-hidden="true">
          {placeholderKeys(3).map((key) => (
            <li key={key} className="flex items-center gap-3 px-5 py-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <div className="flex-1">
                <SkeletonText width="w-32" />
                <SkeletonText size="xs" width="w-44" />
              </div>
            </li>
          ))}
        </ul>
      ) : admins.isError ? (
        <QueryError
          title="Failed to load administrators"
          onRetry={admins.refetch}
          isRetrying={admins.isFetching}
          className="m-5"
        />
      ) : (
        <>
          <ul className="divide-y divide-neutral-200" aria-label="Administrators">
            {admins.data.items.map((admin) => {
              const name = admin.fullName.trim() || admin.email;
              return (
                <li key={admin.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
                  <Avatar name={name} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-neutral-900">{name}</p>
                    <p className="truncate text-sm text-neutral-600">{admin.email}</p>
                  </div>
                  {admin.invitationPending && (
                    <div className="flex w-full flex-wrap items-center gap-2 pl-12">
                      <InvitationPendingBadge />
                      <ResendInvitationButton accountId={admin.id} email={admin.email} name={name} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {admins.data.nextCursor && (
            <p className="border-t border-neutral-200 px-5 py-3 text-sm text-neutral-600">
              The {ADMINS_SHOWN} newest of {admins.data.total} administrators.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
