import { clsx } from "clsx";

type SkillListProps = {
  skills: readonly string[];
  /** Show only the first `max` skills and a '+N' for the rest. */
  max?: number;
  /** Skills to mark as matching the viewer's own (compared ignoring case). */
  highlighted?: readonly string[];
  label?: string;
  className?: string;
};

/** Skills as small tags; the '+N' tag names the hidden ones in its tooltip and for screen readers. */
export function SkillList({ skills, max, highlighted = [], label = "Skills", className }: SkillListProps) {
  if (skills.length === 0) return null;
  const shown = max === undefined ? skills : skills.slice(0, max);
  const hidden = skills.slice(shown.length);
  const matches = new Set(highlighted.map((skill) => skill.toLowerCase()));
  return (
    <ul aria-label={label} className={clsx("flex flex-wrap gap-1.5", className)}>
      {shown.map((skill) => {
        const isMatch = matches.has(skill.toLowerCase());
        return (
          <li
            key={skill}
            className={clsx(
              "inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
              isMatch
                ? "bg-success-50 text-success-800 ring-success-200"
                : "bg-neutral-100 text-neutral-700 ring-neutral-200",
            )}
          >
            <span className="truncate">{skill}</span>
            {isMatch && <span className="sr-only"> (matches your skills)</span>}
          </li>
        );
      })}
      {hidden.length > 0 && (
        <li
          className="inline-flex items-center rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-neutral-600 ring-1 ring-neutral-300 ring-inset"
          title={hidden.join(", ")}
        >
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="sr-only">
            and {hidden.length} more: {hidden.join(", ")}
          </span>
        </li>
      )}
    </ul>
  );
}
