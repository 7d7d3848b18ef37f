import { type Responsiveness, responseShareText, responseTimeText } from "@internpath/shared/responsiveness";
import { Clock, MessageCircleReply } from "lucide-react";

/**
 * How a company answers applicants over the last 180 days: "Usually responds within 3 days",
 * "Responds to 9 of 10 applicants". Nothing below the minimum sample (the server sends null).
 */
export function CompanyResponsiveness({ figures }: { figures: Responsiveness | null }) {
  if (!figures) return null;
  const time = responseTimeText(figures);
  return (
    <ul aria-label="Responsiveness" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
      {time && (
        <li className="flex items-center gap-1.5">
          <Clock className="size-4 text-neutral-500" aria-hidden="true" />
          {time}
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <MessageCircleReply className="size-4 text-neutral-500" aria-hidden="true" />
        {responseShareText(figures)}
      </li>
    </ul>
  );
}
