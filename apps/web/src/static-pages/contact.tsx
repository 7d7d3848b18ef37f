import ContactRoute from "@/app/routes/contact";
import { startStaticPage } from "@/app/static-page";

startStaticPage(ContactRoute);
