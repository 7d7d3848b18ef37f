import { PageHeader } from "@/components/ui/page-header";

export default function BookmarksRoute() {
  return (
    <PageHeader title="Bookmarks" description="Internships you saved to come back to and apply for later." />
  );
}
