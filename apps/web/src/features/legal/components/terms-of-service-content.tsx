import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import type { LegalSection } from "./legal-page";

export const TERMS_OF_SERVICE_INTRO = (
  <p>
    These Terms of Service govern your use of {site.name}, a platform that connects students with companies
    offering internships. Please read them carefully.
  </p>
);

export const TERMS_OF_SERVICE_SECTIONS: LegalSection[] = [
  {
    title: "Acceptance of Terms",
    content: (
      <p>
        By creating an account or using {site.name}, you agree to these Terms and to our{" "}
        <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>. If you do not agree, do not use the
        service.
      </p>
    ),
  },
  {
    title: "Eligibility",
    content: (
      <p>
        {site.name} is not intended for children under 13, and you may not use it if you are under 13. If you
        are under the age of majority where you live, you may use the service only with the consent of a
        parent or guardian.
      </p>
    ),
  },
  {
    title: "Your Account",
    content: (
      <p>
        You must give accurate information, keep your password confidential and tell us promptly about any
        unauthorised use of your account. You are responsible for everything that happens under your account.
        Each account is for one person or one company.
      </p>
    ),
  },
  {
    title: "Students",
    content: (
      <p>
        Students may browse and apply to internships. Your applications, cover letters and resumes must be
        truthful and your own. Applying does not guarantee an interview or an offer.
      </p>
    ),
  },
  {
    title: "Companies",
    content: (
      <p>
        Companies may post internships that are real, lawful and accurately described, including pay, duration
        and location. You must handle applicants' information only to evaluate them for the internship they
        applied to and in line with applicable employment and data protection laws.
      </p>
    ),
  },
  {
    title: "Acceptable Use",
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>post false, misleading, discriminatory or unlawful content;</li>
          <li>harass other users or send unsolicited bulk messages;</li>
          <li>charge students fees to apply for an internship;</li>
          <li>access other users' data without permission, or probe, scrape or disrupt the service.</li>
        </ul>
      </>
    ),
  },
  {
    title: "Content and Intellectual Property",
    content: (
      <p>
        You keep ownership of the content you upload, such as resumes, logos and listings, and you grant{" "}
        {site.name} a licence to store and display it as needed to run the service. The {site.name} name, logo
        and software belong to us.
      </p>
    ),
  },
  {
    title: "Disclaimers",
    content: (
      <p>
        {site.name} provides the platform "as is". We do not employ interns, we are not a party to any
        agreement between students and companies, and we do not guarantee the accuracy of listings or the
        outcome of any application.
      </p>
    ),
  },
  {
    title: "Limitation of Liability",
    content: (
      <p>
        To the fullest extent permitted by law, {site.name} is not liable for indirect, incidental or
        consequential damages, or for losses arising from your dealings with other users.
      </p>
    ),
  },
  {
    title: "Suspension and Termination",
    content: (
      <p>
        You may close your account at any time. We may suspend or close accounts that break these Terms or put
        other users at risk.
      </p>
    ),
  },
  {
    title: "Changes to These Terms and Contact",
    content: (
      <p>
        We may update these Terms. We will give you at least 30 days' notice of material changes by email or
        on the platform before they take effect. Continuing to use {site.name} after that means you accept the
        new Terms. Questions? Contact us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    ),
  },
];
