import { Navigate } from "react-router";
import { paths } from "@/config/paths";
import { CompanyDashboard } from "@/features/dashboard/components/company-dashboard";
import { StudentDashboard } from "@/features/dashboard/components/student-dashboard";
import { useSignedInUser } from "@/hooks/use-signed-in-user";

export default function DashboardRoute() {
  const user = useSignedInUser();
  switch (user.role) {
    case "student":
      return <StudentDashboard user={user} />;
    case "company":
      return <CompanyDashboard user={user} />;
    case "admin":
      return <Navigate to={paths.admin.dashboard.getHref()} replace />;
    default:
      return <Navigate to={paths.home.getHref()} replace />;
  }
}
