import { Building2, Check, GraduationCap, Sparkles } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { HeroSearch } from "./hero-search";

export function HeroSection() {
  return (
    <section
      id="about"
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-brand-200/40 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-card ring-1 ring-brand-100">
            <Sparkles className="size-4" aria-hidden="true" />
            Internships for students and companies
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-neutral-900 sm:text-5xl lg:text-6xl"
          >
            Find the internship that <span className="text-brand-700">starts your career</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-neutral-600">
            InternPath connects ambitious students with companies offering real internships. Students find
            roles that fit their skills and apply in one click; companies post openings and review applicants
            in one place.
          </p>
          <HeroSearch />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.auth.signUp.getHref("student")} size="lg">
              <GraduationCap className="size-5" aria-hidden="true" />
              I'm a Student
            </ButtonLink>
            <ButtonLink to={paths.auth.signUp.getHref("company")} size="lg" variant="outline">
              <Building2 className="size-5" aria-hidden="true" />
              I'm a Company
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

const STEPS = [
  { label: "Submitted", done: true },
  { label: "Under Review", done: true },
  { label: "Decision", done: false },
];

/** A sketch of the product for the eye only; screen readers skip it. */
function HeroIllustration() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="rounded-card border border-neutral-200 bg-white p-6 shadow-raised">
        <div className="flex items-start justify-between gap-4">
          <div className="flex items-center gap-3">
            <div className="flex size-11 items-center justify-center rounded-control bg-brand-600 text-white">
              <Building2 className="size-6" />
            </div>
            <div>
              <p className="font-semibold text-neutral-900">Software Engineering Intern</p>
              <p className="text-sm text-neutral-600">Remote · 3 months · Full-time</p>
            </div>
          </div>
          <span className="rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-800 ring-1 ring-success-200">
            Open
          </span>
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            {["React", "TypeScript", "SQL"].map((skill) => (
              <span
                key={skill}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700"
              >
                {skill}
              </span>
            ))}
          </div>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            <Sparkles className="size-4" />
            Matches your skills
          </p>
        </div>
        <div className="mt-6 border-t border-neutral-200 pt-5">
          <p className="text-sm font-semibold text-neutral-900">Application status</p>
          <ol className="mt-4 grid grid-cols-3 gap-2">
            {STEPS.map((step) => (
              <li key={step.label} className="flex flex-col items-center gap-2 text-center">
                <span
                  className={
                    step.done
                      ? "flex size-8 items-center justify-center rounded-full bg-brand-600 text-white"
                      : "flex size-8 items-center justify-center rounded-full border-2 border-dashed border-neutral-300 text-neutral-500"
                  }
                >
                  {step.done ? (
                    <Check className="size-4" />
                  ) : (
                    <span className="size-2 rounded-full bg-neutral-300" />
                  )}
                </span>
                <span className="text-xs font-medium text-neutral-700">{step.label}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="absolute -top-8 right-8 hidden items-center gap-2 rounded-full bg-neutral-900 px-4 py-2 text-sm font-medium text-white shadow-raised sm:flex">
        <span className="size-2 rounded-full bg-success-500" />
        New application received
      </div>
    </div>
  );
}
