import { LegalPage } from "@/features/legal/components/legal-page";
import {
  TERMS_OF_SERVICE_INTRO,
  TERMS_OF_SERVICE_SECTIONS,
} from "@/features/legal/components/terms-of-service-content";

export default function TermsOfServiceRoute() {
  return (
    <LegalPage title="Terms of Service" intro={TERMS_OF_SERVICE_INTRO} sections={TERMS_OF_SERVICE_SECTIONS} />
  );
}
