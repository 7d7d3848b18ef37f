import { useParams } from "react-router";
import { StudentProfile } from "@/features/admin-accounts/components/student-profile";

export default function AdminStudentRoute() {
  const { id = "" } = useParams();
  return <StudentProfile key={id} id={id} />;
}
