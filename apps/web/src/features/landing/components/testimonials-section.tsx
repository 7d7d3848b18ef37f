import { Quote } from "lucide-react";

const TESTIMONIALS = [
  {
    quote:
      "InternPath made my search so much simpler. I could see which internships fit my skills, and I always knew where each application stood.",
    name: "Priya Sharma",
    role: "Computer Science student",
    initials: "PS",
  },
  {
    quote:
      "We filled our summer internship cohort in weeks. Reviewing applicants, reading resumes and messaging candidates all happen in one place.",
    name: "Daniel Okafor",
    role: "Talent Acquisition Lead",
    initials: "DO",
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl"
        >
          What our users say
        </h2>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {TESTIMONIALS.map(({ quote, name, role, initials }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-card border border-neutral-200 bg-white p-8 shadow-card">
                <Quote className="size-8 text-brand-300" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-neutral-800">
                  <p>{quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    className="flex size-11 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                    aria-hidden="true"
                  >
                    {initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-neutral-900">{name}</span>
                    <span className="block text-sm text-neutral-600">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
