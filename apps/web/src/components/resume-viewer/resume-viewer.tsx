import { RESUME_EXTENSIONS, UPLOAD_MESSAGES } from "@internpath/shared/uploads";
import { Download, ExternalLink, FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** The extension at the end of a URL's path, ignoring any query or fragment ("" when there is none). */
export function resumeExtensionOf(resumeUrl: string): string {
  const path = resumeUrl.split(/[?#]/, 1)[0] ?? "";
  const match = /\.([A-Za-z0-9]+)$/.exec(path);
  return match ? match[1]!.toLowerCase() : "";
}

/**
 * docs/product.md, "Resumes", names a downloaded resume after the person plus '-resume.pdf'; a Word file keeps its
 * real extension so it still opens.
 */
export function resumeDownloadName(personName: string, resumeUrl: string): string {
  const extension = resumeExtensionOf(resumeUrl);
  const realExtension = (RESUME_EXTENSIONS as readonly string[]).includes(extension) ? extension : "pdf";
  const name = personName.trim();
  return name ? `${name}-resume.${realExtension}` : `resume.${realExtension}`;
}

type ResumeViewerProps = { resumeUrl: string | null; personName: string };

/** The resume body: an inline PDF, or links for other file types, or the no-resume message. */
export function ResumeViewer({ resumeUrl, personName }: ResumeViewerProps) {
  if (!resumeUrl) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-neutral-300 px-6 py-10 text-center">
        <FileText className="size-8 text-neutral-400" aria-hidden="true" />
        <p className="text-sm text-neutral-600">{UPLOAD_MESSAGES.noResume}</p>
      </div>
    );
  }

  const isPdf = resumeExtensionOf(resumeUrl) === "pdf";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <a
          href={resumeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open in New Tab
        </a>
        <a
          href={resumeUrl}
          download={resumeDownloadName(personName, resumeUrl)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download
        </a>
      </div>
      {isPdf ? (
        <iframe
          src={resumeUrl}
          title="Resume preview"
          className="h-[600px] w-full rounded-control border border-neutral-200 bg-neutral-50"
        />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-neutral-300 px-6 py-10 text-center">
          <FileText className="size-8 text-neutral-400" aria-hidden="true" />
          <p className="text-sm text-neutral-600">Resume preview not available</p>
          <a
            href={resumeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "primary", size: "sm" })}
          >
            View Resume
          </a>
        </div>
      )}
    </div>
  );
}
