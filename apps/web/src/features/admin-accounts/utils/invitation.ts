import { INVITATION_VALID_DAYS } from "@internpath/shared/admin-accounts-schemas";

/** Said next to the email of a new account (decision 012). */
export const INVITATION_HINT = `We email this address a link to set a password. The link works once, for ${INVITATION_VALID_DAYS} days.`;
