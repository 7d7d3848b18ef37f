import type { ReactNode } from "react";
import { ExternalLink } from "@/components/ui/external-link";
import { SkillList } from "@/components/ui/skill-list";

export const NOT_SPECIFIED = "Not specified";

type DetailItemProps = { label: string; className?: string; children: ReactNode };

/** One labelled fact of a `<dl>` (a student's or a company's details). */
export function DetailItem({ label, className, children }: DetailItemProps) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-neutral-900">{children}</dd>
    </div>
  );
}

type StudentFacts = {
  university: string | null;
  degree: string | null;
  graduationYear: number | null;
  location: string | null;
};

/** Where a student studies and lives; "Not specified" for what the profile leaves out. */
export function StudentStudyDetails({ student }: { student: StudentFacts }) {
  return (
    <>
      <DetailItem label="University">{student.university || NOT_SPECIFIED}</DetailItem>
      <DetailItem label="Degree">{student.degree || NOT_SPECIFIED}</DetailItem>
      <DetailItem label="Graduation Year">{student.graduationYear ?? NOT_SPECIFIED}</DetailItem>
      <DetailItem label="Location">{student.location || NOT_SPECIFIED}</DetailItem>
    </>
  );
}

/** The student's website, opened in a new tab; "Not specified" without one. */
export function StudentWebsite({ website, className }: { website: string | null; className?: string }) {
  return (
    <DetailItem label="Website" className={className}>
      {website ? <ExternalLink href={website} /> : NOT_SPECIFIED}
    </DetailItem>
  );
}

/** A student's skills and bio, each across the grid's two columns. */
export function StudentSkillsAndBio({
  student,
  name,
}: {
  student: { skills: string[]; bio: string | null };
  name: string;
}) {
  return (
    <>
      <DetailItem label="Skills" className="sm:col-span-2">
        {student.skills.length > 0 ? (
          <SkillList skills={student.skills} label={`Skills of ${name}`} />
        ) : (
          NOT_SPECIFIED
        )}
      </DetailItem>
      <DetailItem label="Bio" className="sm:col-span-2">
        {student.bio ? <p className="whitespace-pre-line">{student.bio}</p> : NOT_SPECIFIED}
      </DetailItem>
    </>
  );
}
