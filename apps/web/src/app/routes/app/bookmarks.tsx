import { PageHeader } from "@/components/ui/page-header";
import { BookmarksList } from "@/features/internships/components/bookmarks-list";

export default function BookmarksRoute() {
  return (
    <>
      <PageHeader
        title="Bookmarks"
        description="Internships you saved to come back to and apply for later."
      />
      <BookmarksList />
    </>
  );
}
