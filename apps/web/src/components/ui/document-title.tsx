import { site } from "@/config/site";

/** React hoists <title> into the document head. */
export function DocumentTitle({ title }: { title?: string }) {
  return (
    <title>
      {title ? `${title} · ${site.name}` : `${site.name} · Internships for students and companies`}
    </title>
  );
}
