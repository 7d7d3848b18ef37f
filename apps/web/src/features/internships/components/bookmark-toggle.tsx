import { clsx } from "clsx";
import { Bookmark } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useAddBookmark, useRemoveBookmark } from "../api/bookmarks";

type BookmarkToggleProps = {
  internship: { id: string; title: string; isBookmarked: boolean };
  /** `icon` on cards, `labelled` (icon and text) on the detail page. */
  appearance?: "icon" | "labelled";
  className?: string;
};

/**
 * Save / Saved: a toggle button (aria-pressed) for a bookmark, showing the new state from the click until
 * the lists refetch.
 */
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

  const label = isPressed ? "Saved" : "Save";

  // The name is the visible word and the posting ("Save Frontend Intern", "Saved Frontend Intern"), so a
  // voice command naming what is on screen finds it; aria-pressed says the same to a screen reader.
  return (
    <Button
      variant={appearance === "icon" ? "ghost" : "outline"}
      size={appearance === "icon" ? "icon" : "md"}
      aria-pressed={isPressed}
      title={isPressed ? "Saved: click to remove from your bookmarks" : "Save to your bookmarks"}
      aria-busy={isBusy || undefined}
      onClick={toggle}
      className={clsx(
        appearance === "labelled" &&
          isPressed &&
          "border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100",
        className,
      )}
    >
      {icon}
      {appearance === "labelled" ? <span>{label}</span> : <span className="sr-only">{label}</span>}
      <span className="sr-only"> {internship.title}</span>
    </Button>
  );
}
