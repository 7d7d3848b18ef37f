import AboutRoute from "@/app/routes/about";
import { startStaticPage } from "@/app/static-page";

startStaticPage(AboutRoute);
