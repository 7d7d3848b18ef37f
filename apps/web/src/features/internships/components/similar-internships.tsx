import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import { useSimilarInternships } from "../api/get-similar-internships";

/** Up to three open internships sharing a skill with this one. */
export function SimilarInternships({ internshipId }: { internshipId: string }) {
  const similar = useSimilarInternships(internshipId);
  return (
    <Card>
      <CardHeader title="Similar Internships" />
      <CardContent>
        {similar.isPending ? (
          <div className="animate-pulse space-y-4" role="status">
            <span className="sr-only">Loading similar internships...</span>
            {[0, 1, 2].map((index) => (
              <div key={index} className="space-y-2" aria-hidden="true">
                <div className="h-4 w-3/4 rounded bg-neutral-200" />
                <div className="h-3 w-1/2 rounded bg-neutral-200" />
              </div>
            ))}
          </div>
        ) : similar.isError ? (
          <p className="text-sm text-neutral-600">Similar internships could not be loaded.</p>
        ) : similar.data.length === 0 ? (
          <p className="text-sm text-neutral-600">No similar internships right now.</p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {similar.data.map((internship) => (
              <li key={internship.id} className="py-3 first:pt-0 last:pb-0">
                <h3 className="text-sm font-semibold text-neutral-900">
                  <TextLink
                    standalone
                    to={paths.app.internship.getHref(internship.id)}
                    className="text-neutral-900"
                  >
                    {internship.title}
                  </TextLink>
                </h3>
                <p className="mt-0.5 text-sm text-neutral-600">
                  {companyNameOf(internship.company.companyName)}
                </p>
                <p className="mt-0.5 text-xs text-neutral-600">
                  {internship.location}
                  {internship.isRemote && " · Remote"} · {INTERNSHIP_TYPE_LABELS[internship.type]}
                </p>
              </li>
            ))}
          </ul>
        )}
        <TextLink
          standalone
          to={paths.app.internships.getHref()}
          className="mt-4 inline-flex items-center gap-1 text-sm"
        >
          Browse all internships
          <ArrowRight className="size-4" aria-hidden="true" />
        </TextLink>
      </CardContent>
    </Card>
  );
}
