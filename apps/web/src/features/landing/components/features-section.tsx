import { BarChart3, BellRing, MousePointerClick, Sparkles } from "lucide-react";

const FEATURES = [
  {
    title: "Smart Matching",
    description:
      "Internships are ranked by how well their skills overlap with yours, so the best fits come first.",
    icon: Sparkles,
  },
  {
    title: "Real-time Notifications",
    description:
      "Know the moment a student applies, an application changes status or a message arrives, in the app and by email.",
    icon: BellRing,
  },
  {
    title: "Detailed Analytics",
    description: "Follow application trends, top companies and top positions, and export the numbers.",
    icon: BarChart3,
  },
  {
    title: "One-click Applying",
    description:
      "Apply with your saved resume and a cover letter, then track every application's status in one place.",
    icon: MousePointerClick,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-neutral-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-heading"
            className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl"
          >
            Key Features
          </h2>
          <p className="mt-4 text-lg text-neutral-600">
            Everything students and companies need, from the first search to the final decision.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              className="rounded-card border border-neutral-200 bg-gradient-to-b from-brand-50/60 to-white p-6 shadow-card"
            >
              <div className="flex size-12 items-center justify-center rounded-card bg-brand-600 text-white shadow-sm">
                <Icon className="size-6" aria-hidden="true" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-neutral-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-neutral-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
