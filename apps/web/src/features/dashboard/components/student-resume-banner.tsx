import { Alert } from "@/components/ui/alert";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";

/** The yellow banner that shows while the student has no resume. */
export function StudentResumeBanner() {
  return (
    <Alert tone="warning" title="Resume Required">
      <p>
        Upload your resume before you apply: companies receive it with each application.{" "}
        <TextLink to={paths.app.profile.getHref()} className="text-warning-800 underline">
          Upload it on your profile
        </TextLink>
      </p>
    </Alert>
  );
}
