import { useRef } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/get-current-user";
import { ADMINS_SHOWN, useAdmins } from "../api/account-reads";
import { adminRemovalBlockedReason } from "../utils/admin-removal";
import { EndSessionsButton } from "./end-sessions-button";
import { InvitationPendingBadge, ResendInvitationButton } from "./invitation-status";
import { InviteAdminDialog } from "./invite-admin-dialog";
import { RemoveAdminButton } from "./remove-admin-button";

/**
 * The administrators, newest first, and "Invite administrator". Each other admin can be signed out
 * everywhere or removed; one's own row says why it cannot be removed (the server refuses it too).
 */
export function AdministratorsCard() {
  const admins = useAdmins();
  const me = useCurrentUser().data;
  const listRef = useRef<HTMLUListElement>(null);
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
          <ul
            ref={listRef}
            tabIndex={-1}
            className="divide-y divide-neutral-200 focus:outline-none"
            aria-label="Administrators"
          >
            {admins.data.items.map((admin) => {
              const name = admin.fullName.trim() || admin.email;
              const isMe = admin.id === me?.id;
              const blockedReason = adminRemovalBlockedReason({ isMe, adminCount: admins.data.total });
              return (
                <li key={admin.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
                  <Avatar name={name} />
                  <div className="min-w-0 flex-1">
                    <p className="flex items-center gap-2 font-medium text-neutral-900">
                      <span className="truncate">{name}</span>
                      {isMe && <Badge>You</Badge>}
                    </p>
                    <p className="truncate text-sm text-neutral-600">{admin.email}</p>
                  </div>
                  <div className="flex w-full flex-wrap items-center gap-2 pl-12">
                    {admin.invitationPending && (
                      <>
                        <InvitationPendingBadge />
                        <ResendInvitationButton accountId={admin.id} email={admin.email} name={name} />
                      </>
                    )}
                    {!isMe && !admin.invitationPending && (
                      <EndSessionsButton accountId={admin.id} name={name} size="sm" />
                    )}
                    <RemoveAdminButton
                      adminId={admin.id}
                      name={name}
                      blockedReason={blockedReason}
                      onRemoved={() => listRef.current?.focus()}
                    />
                  </div>
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
