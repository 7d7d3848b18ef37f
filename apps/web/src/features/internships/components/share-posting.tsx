import { Link2, Share2 } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

const COARSE_POINTER = "(pointer: coarse)";

/** A phone (a touch screen as its main pointer) that offers the system's share sheet. */
function sharesNatively(): boolean {
  return typeof navigator.share === "function" && window.matchMedia(COARSE_POINTER).matches;
}

/** The person closed the share sheet: nothing to say. */
function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  } catch {
    toast.error("Could not copy the link: copy it from the address bar");
  }
}

/**
 * Share on a phone (the system's share sheet, where the browser has one), Copy link elsewhere: the
 * posting's address, as anyone opens it. The words follow the pointer in CSS, so the server's page and
 * the browser's agree.
 */
export function SharePosting({ internship }: { internship: { id: string; title: string } }) {
  async function share() {
    const url = new URL(paths.app.internship.getHref(internship.id), window.location.origin).href;
    if (sharesNatively()) {
      try {
        await navigator.share({ title: internship.title, url });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Sharing refused (no sheet, no permission): the link is copied instead.
      }
    }
    await copyLink(url);
  }

  return (
    <Button variant="outline" size="sm" onClick={share}>
      <span className="inline-flex items-center gap-2 pointer-coarse:hidden">
        <Link2 className="size-4" aria-hidden="true" />
        Copy link
      </span>
      <span className="hidden items-center gap-2 pointer-coarse:inline-flex">
        <Share2 className="size-4" aria-hidden="true" />
        Share
      </span>
    </Button>
  );
}
