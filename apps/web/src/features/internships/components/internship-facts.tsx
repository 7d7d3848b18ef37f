import type { InternshipCard } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { Banknote, Briefcase, CalendarDays, Clock, Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { formatDeadline, INTERNSHIP_TYPE_LABELS } from "@/lib/format";

type InternshipFactsProps = {
  internship: Pick<InternshipCard, "location" | "type" | "isRemote" | "duration" | "deadline" | "stipend">;
  showDeadline?: boolean;
  /** Off where the pay already shows as a badge. */
  showPay?: boolean;
  /** Off where type and Remote already show as badges. */
  showTypeAndRemote?: boolean;
  className?: string;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

const iconClasses = "size-4 shrink-0 text-neutral-500";

/** Location, type, the Remote tag, duration, pay ("Unpaid" without a stipend) and (optionally) the deadline, in one wrapping row. */
export function InternshipFacts({
  internship,
  showDeadline = false,
  showPay = true,
  showTypeAndRemote = true,
  className,
}: InternshipFactsProps) {
  return (
    <ul
      aria-label="Details"
      className={clsx("flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-neutral-700", className)}
    >
      <Fact icon={<MapPin className={iconClasses} aria-hidden="true" />}>
        <span className="sr-only">Location: </span>
        {internship.location}
      </Fact>
      {showTypeAndRemote && (
        <Fact icon={<Briefcase className={iconClasses} aria-hidden="true" />}>
          <span className="sr-only">Type: </span>
          {INTERNSHIP_TYPE_LABELS[internship.type] ?? internship.type}
        </Fact>
      )}
      {showTypeAndRemote && internship.isRemote && (
        <li className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
          <Globe className="size-3.5" aria-hidden="true" />
          Remote
        </li>
      )}
      <Fact icon={<Clock className={iconClasses} aria-hidden="true" />}>
        <span className="sr-only">Duration: </span>
        {internship.duration}
      </Fact>
      {showPay && (
        <Fact icon={<Banknote className={iconClasses} aria-hidden="true" />}>
          <span className="sr-only">Pay: </span>
          {internship.stipend || "Unpaid"}
        </Fact>
      )}
      {showDeadline && (
        <Fact icon={<CalendarDays className={iconClasses} aria-hidden="true" />}>
          {formatDeadline(internship.deadline)}
        </Fact>
      )}
    </ul>
  );
}
