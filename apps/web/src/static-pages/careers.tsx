import CareersRoute from "@/app/routes/careers";
import { startStaticPage } from "@/app/static-page";

startStaticPage(CareersRoute);
