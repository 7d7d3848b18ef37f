import LandingRoute from "@/app/routes/landing";
import { startStaticPage } from "@/app/static-page";

startStaticPage(LandingRoute);
