import { BookmarkX } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useRemoveBookmark } from "../api/bookmarks";

export function RemoveBookmarkButton({ internship }: { internship: { id: string; title: string } }) {
  const removeBookmark = useRemoveBookmark();

  async function remove() {
    if (removeBookmark.isPending) return;
    try {
      await removeBookmark.mutateAsync(internship.id);
      toast.success("Bookmark removed");
    } catch {
      toast.error("Failed to remove bookmark");
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Remove bookmark: ${internship.title}`}
      title="Remove bookmark"
      aria-busy={removeBookmark.isPending || undefined}
      onClick={remove}
      className="-mt-1 -mr-2 text-brand-600 hover:text-error-700"
    >
      <BookmarkX className="size-5" aria-hidden="true" />
    </Button>
  );
}
