import { APPLY_MESSAGES } from "@internpath/shared/apply-messages";
import { TOAST_RESUME_HINT_MS } from "@internpath/shared/limits";
import { FileText } from "lucide-react";
import toast from "react-hot-toast";

/** docs/product.md, "Applying": the rules' messages, with the hint that points to the profile for a missing resume. */
export function toastResumeRequired() {
  toast.error(APPLY_MESSAGES.resumeRequired);
  toast(APPLY_MESSAGES.resumeHint, {
    duration: TOAST_RESUME_HINT_MS,
    icon: <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />,
  });
}
