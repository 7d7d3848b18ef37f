import type { SkillMatch } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { Sparkles } from "lucide-react";

/** 'Matches 2 of 4 skills: React, SQL': how many of an internship's skills the student lists. */
export function describeSkillMatch(match: SkillMatch): string {
  const count = `Matches ${match.matchedSkills.length} of ${match.totalSkills} skill${match.totalSkills === 1 ? "" : "s"}`;
  return match.matchedSkills.length > 0 ? `${count}: ${match.matchedSkills.join(", ")}` : count;
}

type MatchIndicatorProps = { match: SkillMatch; className?: string };

export function MatchIndicator({ match, className }: MatchIndicatorProps) {
  const hasMatch = match.matchedSkills.length > 0;
  const share = match.totalSkills > 0 ? match.matchedSkills.length / match.totalSkills : 0;
  return (
    <p
      className={clsx(
        "flex items-start gap-2 text-sm font-medium",
        hasMatch ? "text-success-800" : "text-neutral-600",
        className,
      )}
    >
      <Sparkles
        className={clsx("mt-0.5 size-4 shrink-0", hasMatch ? "text-success-600" : "text-neutral-400")}
        aria-hidden="true"
      />
      <span className="min-w-0">
        {describeSkillMatch(match)}
        {hasMatch && (
          <span
            className="mt-1 block h-1.5 w-24 overflow-hidden rounded-full bg-neutral-200"
            aria-hidden="true"
          >
            <span className="block h-full rounded-full bg-success-500" style={{ width: `${share * 100}%` }} />
          </span>
        )}
      </span>
    </p>
  );
}
