import TermsOfServiceRoute from "@/app/routes/terms-of-service";
import { startStaticPage } from "@/app/static-page";

startStaticPage(TermsOfServiceRoute);
