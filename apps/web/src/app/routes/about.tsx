import { ABOUT } from "@/features/site-pages/components/site-content";
import { SitePage } from "@/features/site-pages/components/site-page";

export default function AboutRoute() {
  return <SitePage {...ABOUT} />;
}
