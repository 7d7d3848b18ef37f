import PrivacyPolicyRoute from "@/app/routes/privacy-policy";
import { startStaticPage } from "@/app/static-page";

startStaticPage(PrivacyPolicyRoute);
