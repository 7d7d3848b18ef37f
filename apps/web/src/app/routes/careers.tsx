import { CAREERS } from "@/features/site-pages/components/site-content";
import { SitePage } from "@/features/site-pages/components/site-page";

export default function CareersRoute() {
  return <SitePage {...CAREERS} />;
}
