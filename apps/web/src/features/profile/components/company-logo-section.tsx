import type { Profile } from "@internpath/shared/profile-schemas";
import { Building2 } from "lucide-react";
import { FileUpload } from "@/components/ui/file-upload";
import { useRefreshAfterUpload } from "../api/refresh-after-upload";

/** The logo students see on the company's internships and in the top bar. */
export function CompanyLogoSection({
  profile,
}: {
  profile: Pick<Profile, "companyName" | "companyLogoUrl">;
}) {
  const refresh = useRefreshAfterUpload();
  const { companyLogoUrl } = profile;
  return (
    <section aria-labelledby="company-logo-heading" className="flex flex-wrap items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-card border border-neutral-200 bg-white">
        {companyLogoUrl ? (
          <img
            src={companyLogoUrl}
            alt={`${profile.companyName?.trim() || "Company"} logo`}
            className="size-full object-contain"
          />
        ) : (
          <Building2 className="size-8 text-neutral-400" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id="company-logo-heading" className="text-sm font-semibold text-neutral-900">
          Company Logo
        </h3>
        <FileUpload
          kind="logo"
          label={companyLogoUrl ? "Change Logo" : "Upload Logo"}
          hint="Any image; up to 5 MB. Shown on your internships and in the top bar."
          onUploaded={refresh}
        />
      </div>
    </section>
  );
}
