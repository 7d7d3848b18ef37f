import { Navigate, useParams } from "react-router";
import { paths } from "@/config/paths";
import { AdminInternshipDetails } from "@/features/admin-internships/components/admin-internship-details";

export default function AdminInternshipRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.admin.internships.getHref()} replace />;
  // A fresh page (and delete state) per internship.
  return <AdminInternshipDetails key={id} id={id} />;
}
