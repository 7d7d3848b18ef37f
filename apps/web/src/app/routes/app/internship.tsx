import { useParams } from "react-router";
import { InternshipDetails } from "@/features/internships/components/internship-details";
import { ApplyPanel } from "@/features/student-applications/components/apply-panel";

export default function InternshipRoute() {
  const { id = "" } = useParams();
  return (
    <InternshipDetails
      key={id}
      internshipId={id}
      renderApply={(internship) => <ApplyPanel internship={internship} />}
    />
  );
}
