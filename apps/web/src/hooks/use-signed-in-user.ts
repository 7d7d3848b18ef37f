import type { CurrentUser } from "@internpath/shared/profile";
import { useCurrentUser } from "@/lib/get-current-user";

/** The user inside the signed-in layout, which renders nothing until the user is known. */
export function useSignedInUser(): CurrentUser {
  const { data: user } = useCurrentUser();
  if (!user) throw new Error("useSignedInUser is used outside the signed-in layout");
  return user;
}
