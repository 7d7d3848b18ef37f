import { Navigate } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/config/paths";
import { useSignedInUser } from "@/features/auth/hooks/use-signed-in-user";

export default function ApplicationsRoute() {
  const { role } = useSignedInUser();
  if (role === "student") {
    return (
      <PageHeader
        title="My Applications"
        description="Track the status of every internship you have applied to."
      />
    );
  }
  if (role === "company") {
    return (
      <PageHeader
        title="Review Applications"
        description="Review the students who applied to your internships and move them through each stage."
      />
    );
  }
  return <Navigate to={paths.app.dashboard.getHref()} replace />;
}
