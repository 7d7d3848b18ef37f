import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { MailCheck } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { usePublicConfig } from "../api/get-public-config";

/** Shown in place of the sign-up form once the account exists but the email is not yet confirmed. */
export function SignUpConfirmation({ email }: { email: string }) {
  const { data: config } = usePublicConfig();
  return (
    <div className="space-y-5 text-center">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
        <MailCheck className="size-7" aria-hidden="true" />
      </div>
      <p role="status" className="text-base text-neutral-800">
        {AUTH_MESSAGES.confirmationSent}
      </p>
      <p className="text-sm text-neutral-600">
        We sent it to <span className="font-semibold break-all text-neutral-900">{email}</span>.
      </p>
      <ButtonLink to={paths.auth.signIn.getHref()} size="lg" fullWidth>
        Go to sign in
      </ButtonLink>
      {config?.devMailbox && (
        <p className="text-sm text-neutral-600">
          Running locally without a mail server?{" "}
          <a href={paths.devMailbox.getHref()} className={textLinkClasses}>
            Open the dev mailbox
          </a>
        </p>
      )}
    </div>
  );
}
