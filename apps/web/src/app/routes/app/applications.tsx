import { Navigate } from "react-router";
import { paths } from "@/config/paths";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { CompanyApplicationsPage } from "./company-applications";
import { StudentApplicationsPage } from "./student-applications";

/** docs/product.md, "Screens by role": /applications is My Applications for students, applicant review for companies. */
export default function ApplicationsRoute() {
  const { role } = useSignedInUser();
  if (role === "student") return <StudentApplicationsPage />;
  if (role === "company") return <CompanyApplicationsPage />;
  return <Navigate to={paths.app.dashboard.getHref()} replace />;
}
