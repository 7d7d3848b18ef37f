import type { SignUpRole } from "@internpath/shared/enums";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";

export type Benefit = { title: string; description: string; icon: LucideIcon };

type AudienceSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  benefits: Benefit[];
  signUpRole: SignUpRole;
  callToAction: string;
  tinted?: boolean;
};

/** "For Students" and "For Companies": who it is for, what they get, and where to start. */
export function AudienceSection({
  id,
  eyebrow,
  title,
  lead,
  benefits,
  signUpRole,
  callToAction,
  tinted,
}: AudienceSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx("py-20 sm:py-24", tinted ? "bg-neutral-50" : "bg-white")}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-neutral-600">{lead}</p>
          <TextLink
            standalone
            to={paths.auth.signUp.getHref(signUpRole)}
            className="mt-6 inline-flex items-center gap-1.5"
          >
            {callToAction}
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
          {benefits.map(({ title: benefitTitle, description, icon: Icon }) => (
            <li
              key={benefitTitle}
              className="flex gap-4 rounded-card border border-neutral-200 bg-white p-5 shadow-card sm:block sm:p-6"
            >
              <div className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <div>
                <h3 className="font-semibold text-neutral-900 sm:mt-4">{benefitTitle}</h3>
                <p className="mt-1 text-sm leading-relaxed text-neutral-600 sm:mt-2">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
