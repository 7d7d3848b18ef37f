import HelpRoute from "@/app/routes/help";
import { startStaticPage } from "@/app/static-page";

startStaticPage(HelpRoute);
