import { LegalPage } from "@/features/legal/components/legal-page";
import {
  PRIVACY_POLICY_INTRO,
  PRIVACY_POLICY_SECTIONS,
} from "@/features/legal/components/privacy-policy-content";

export default function PrivacyPolicyRoute() {
  return <LegalPage title="Privacy Policy" intro={PRIVACY_POLICY_INTRO} sections={PRIVACY_POLICY_SECTIONS} />;
}
