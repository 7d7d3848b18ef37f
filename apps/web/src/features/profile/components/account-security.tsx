import { zodResolver } from "@hookform/resolvers/zod";
import type { SessionSummary } from "@internpath/shared/auth-schemas";
import { type ChangePasswordFormValues, changePasswordFormSchema } from "@internpath/shared/auth-schemas";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { bindFields } from "@/components/form-fields";
import { NewPasswordFields, PasswordField } from "@/components/password-fields";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { type ApiError, getErrorMessage, isApiError } from "@/lib/api-client";
import { formatRelativeTime } from "@/lib/format";
import {
  useChangePassword,
  useEndSession,
  useSessions,
  useSignOutOtherSessions,
} from "../api/account-security";
import { describeUserAgent } from "../utils/user-agent";

const SERVER_FIELDS: Record<string, keyof ChangePasswordFormValues> = {
  currentPassword: "currentPassword",
  newPassword: "newPassword",
};

/** Change password: the current one, a new one with its strength, and the new one again. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const field = bindFields(form);
  const newPassword = useWatch({ control, name: "newPassword" });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      toast.success("Password changed. Your other devices were signed out.");
    } catch (error) {
      if (isApiError(error, "INVALID_CREDENTIALS")) {
        setError("currentPassword", { type: "server", message: error.message }, { shouldFocus: true });
      } else if (hasFieldErrors(error)) {
        for (const [path, message] of Object.entries(error.fields)) {
          const field = SERVER_FIELDS[path];
          if (field) setError(field, { type: "server", message }, { shouldFocus: true });
        }
      }
    }
  });

  // Errors that belong to a field are shown on it; anything else above the button.
  const error = changePassword.error;
  const formError =
    error && !isApiError(error, "INVALID_CREDENTIALS") && !hasFieldErrors(error)
      ? getErrorMessage(error)
      : null;

  return (
    <Card>
      <CardHeader
        title="Change password"
        description="Changing your password signs you out on every other device."
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField label="Current password" {...field("currentPassword")} />
          <NewPasswordFields
            password={newPassword}
            newPassword={field("newPassword")}
            confirmPassword={field("confirmPassword")}
          />
          {formError && <Alert>{formError}</Alert>}
          <Button type="submit" isLoading={formState.isSubmitting}>
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Where the account is signed in, and a way to sign out everywhere else. */
/** Whether the server named fields for its errors (an answer without any has `fields` empty). */
function hasFieldErrors(error: unknown): error is ApiError {
  return isApiError(error) && Object.keys(error.fields).length > 0;
}

export function SessionsCard() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const endSession = useEndSession();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<SessionSummary | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card>
      <CardHeader
        title="Active sessions"
        description="The devices where you are signed in."
        actions={
          others > 0 ? (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign out other sessions
            </Button>
          ) : null
        }
      />
      <CardContent>
        {sessions.isPending ? (
          <div className="space-y-3">
            <span className="sr-only" role="status">
              Loading sessions...
            </span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : sessions.isError ? (
          <QueryError
            title="We could not load your sessions"
            description={getErrorMessage(sessions.error)}
            onRetry={sessions.refetch}
            isRetrying={sessions.isFetching}
          />
        ) : (
          <ul className="divide-y divide-neutral-200" aria-label="Active sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-neutral-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-neutral-900">
                    <span className="break-words">{describeUserAgent(session.userAgent)}</span>
                    {session.current && <Badge tone="success">This device</Badge>}
                  </p>
                  <p className="text-sm text-neutral-600">
                    Last active {formatRelativeTime(session.lastActiveAt)} · signed in{" "}
                    {formatRelativeTime(session.createdAt)}
                  </p>
                </div>
                {!session.current && (
                  <Button variant="ghost" size="sm" onClick={() => setEnding(session)}>
                    End session
                    <span className="sr-only"> on {describeUserAgent(session.userAgent)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {signOutOthers.isError && <Alert className="mt-3">{getErrorMessage(signOutOthers.error)}</Alert>}
        {endSession.isError && <Alert className="mt-3">{getErrorMessage(endSession.error)}</Alert>}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="End this session?"
        message={`This signs you out on ${ending ? describeUserAgent(ending.userAgent) : "that device"}. Your other devices stay signed in.`}
        confirmLabel="End session"
        isPending={endSession.isPending}
        onConfirm={() =>
          ending &&
          endSession.mutate(ending.id, {
            onSuccess: () => {
              setEnding(null);
              toast.success("Session ended");
            },
            onError: () => setEnding(null),
          })
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        message={`This signs you out on ${others === 1 ? "1 other device" : `${others} other devices`}. This device stays signed in.`}
        confirmLabel="Sign out others"
        isPending={signOutOthers.isPending}
        onConfirm={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success("Signed out of your other sessions");
            },
          })
        }
      />
    </Card>
  );
}
