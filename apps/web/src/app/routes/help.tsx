import { HELP } from "@/features/site-pages/components/site-content";
import { SitePage } from "@/features/site-pages/components/site-page";

export default function HelpRoute() {
  return <SitePage {...HELP} />;
}
