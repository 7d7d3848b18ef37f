import type { Role } from "@internpath/shared/enums";
import { Navigate, Outlet } from "react-router";
import { paths } from "@/config/paths";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

/** Hides screens from other roles in the UI; the server checks the same rule on every request. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useSignedInUser();
  if (!roles.includes(user.role)) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <Outlet />;
}
