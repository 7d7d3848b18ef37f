import { ArrowRight } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-card bg-brand-700 px-6 py-14 text-center shadow-raised sm:px-12">
        <div
          className="pointer-events-none absolute -top-24 -left-24 size-72 rounded-full bg-brand-500/40 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ready to take the next step?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            Whether you are looking for your first internship or your next great intern, it starts with a free
            account.
          </p>
          <ButtonLink to={paths.auth.signUp.getHref()} variant="inverse" size="lg" className="mt-8">
            Get Started Today
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
