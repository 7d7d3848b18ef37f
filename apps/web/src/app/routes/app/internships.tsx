import { PageHeader } from "@/components/ui/page-header";
import { InternshipsBrowser } from "@/features/internships/components/internships-browser";

export default function InternshipsRoute() {
  return (
    <>
      <PageHeader
        title="Browse Internships"
        description="Find open internships that match your skills, location and schedule."
      />
      <InternshipsBrowser />
    </>
  );
}
