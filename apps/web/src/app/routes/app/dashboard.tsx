import { Navigate, useSearchParams } from "react-router";
import { paths, WELCOME_PARAM } from "@/config/paths";
import { CompanyDashboard } from "@/features/dashboard/components/company-dashboard";
import { StudentDashboard } from "@/features/dashboard/components/student-dashboard";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

export default function DashboardRoute() {
  const user = useSignedInUser();
  // Set by the way a new account first arrives: signing in after confirming its email or accepting an
  // invitation, or signing up with a provider.
  const [searchParams] = useSearchParams();
  const isNewAccount = searchParams.get(WELCOME_PARAM) === "1";
  switch (user.role) {
    case "student":
      return <StudentDashboard user={user} isNewAccount={isNewAccount} />;
    case "company":
      return <CompanyDashboard user={user} isNewAccount={isNewAccount} />;
    case "admin":
      return <Navigate to={paths.admin.dashboard.getHref()} replace />;
    default:
      return <Navigate to={paths.home.getHref()} replace />;
  }
}
