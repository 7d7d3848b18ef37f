import { Bookmark } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { paths } from "@/config/paths";
import { useListParams } from "@/hooks/use-list-params";
import { useBookmarks } from "../api/get-bookmarks";
import { InternshipCard, InternshipCardSkeleton } from "./internship-card";
import { RemoveBookmarkButton } from "./remove-bookmark-button";

/** The student's bookmarked open internships, newest bookmark first. */
export function BookmarksList() {
  const { page: cursor } = useListParams({});
  const bookmarks = useBookmarks(cursor);

  if (bookmarks.isError) {
    return (
      <QueryError
        title="Failed to load bookmarks"
        onRetry={bookmarks.refetch}
        isRetrying={bookmarks.isFetching}
      />
    );
  }

  if (bookmarks.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading bookmarks...</span>
        <ul className="grid gap-5 md:grid-cols-2">
          {[0, 1].map((index) => (
            <li key={index}>
              <InternshipCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const page = bookmarks.data;
  if (page.items.length === 0 && page.total > 0) {
    // A page emptied by removals (or an old link): the bookmarks are on another page.
    return (
      <EmptyState
        icon={Bookmark}
        title="No bookmarks on this page"
        action={<ButtonLink to={paths.app.bookmarks.getHref()}>Show first page</ButtonLink>}
      />
    );
  }
  if (page.items.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title="No bookmarks yet"
        description="Bookmark internships while you browse to keep them here for later."
        action={<ButtonLink to={paths.app.internships.getHref()}>Browse Internships</ButtonLink>}
      />
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-sm font-medium text-neutral-700">
        {page.total} bookmarked internship{page.total === 1 ? "" : "s"}
      </p>
      <ul aria-label="Bookmarked internships" className="grid gap-5 md:grid-cols-2">
        {page.items.map((internship) => (
          <li key={internship.id}>
            <InternshipCard
              internship={internship}
              isStudent
              cornerAction={<RemoveBookmarkButton internship={internship} />}
            />
          </li>
        ))}
      </ul>
      <Pagination prevCursor={page.prevCursor} nextCursor={page.nextCursor} label="Bookmark pages" />
    </div>
  );
}
