import { clsx } from "clsx";
import { Bookmark } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useAddBookmark } from "../api/add-bookmark";
import { useRemoveBookmark } from "../api/remove-bookmark";

type BookmarkToggleProps = {
  internship: { id: string; title: string; isBookmarked: boolean };
  /** `icon` on cards, `labelled` (icon and text) on the detail page. */
  appearance?: "icon" | "labelled";
  className?: string;
};

/** A toggle button (aria-pressed) that shows the new state from the click until the lists refetch. */
export function BookmarkToggle({ internship, appearance = "icon", className }: BookmarkToggleProps) {
  const addBookmark = useAddBookmark();
  const removeBookmark = useRemoveBookmark();
  const pending = addBookmark.isPending ? true : removeBookmark.isPending ? false : null;
  const isPressed = pending ?? internship.isBookmarked;
  const isBusy = pending !== null;

  async function toggle() {
    // Not disabled while saving: a disabled button would drop keyboard focus.
    if (isBusy) return;
    try {
      if (internship.isBookmarked) {
        await removeBookmark.mutateAsync(internship.id);
        toast.success("Bookmark removed");
      } else {
        await addBookmark.mutateAsync(internship.id);
        toast.success("Internship bookmarked");
      }
    } catch {
      toast.error("Failed to update bookmark");
    }
  }

  const icon = (
    <Bookmark
      className={clsx("size-5", isPressed ? "fill-brand-600 text-brand-600" : "text-neutral-500")}
      aria-hidden="true"
    />
  );

  return (
    <Button
      variant={appearance === "icon" ? "ghost" : isPressed ? "secondary" : "outline"}
      size={appearance === "icon" ? "icon" : "md"}
      aria-pressed={isPressed}
      aria-label={`Bookmark ${internship.title}`}
      title={isPressed ? "Remove bookmark" : "Bookmark this internship"}
      aria-busy={isBusy || undefined}
      onClick={toggle}
      className={clsx(appearance === "labelled" && isPressed && "border border-brand-200", className)}
    >
      {icon}
      {appearance === "labelled" && <span>Bookmark</span>}
    </Button>
  );
}
