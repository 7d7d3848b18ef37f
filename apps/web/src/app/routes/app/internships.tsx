import { PageHeader } from "@/components/ui/page-header";

export default function InternshipsRoute() {
  return (
    <PageHeader
      title="Browse Internships"
      description="Find open internships that match your skills, location and schedule."
    />
  );
}
