import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import type { LegalSection } from "./legal-page";

export const PRIVACY_POLICY_INTRO = (
  <p>
    This Privacy Policy explains what information {site.name} collects when you use our platform, how we use
    and share it, and the choices you have. By using {site.name} you agree to the practices described here.
  </p>
);

export const PRIVACY_POLICY_SECTIONS: LegalSection[] = [
  {
    title: "Information We Collect",
    content: (
      <>
        <p>We collect the information you give us and the information created as you use the platform:</p>
        <ul>
          <li>
            Account details: your name, email address, password (stored only as a secure hash) and account
            type (student or company).
          </li>
          <li>
            Profile details: for students, university, degree, graduation year, skills and resume; for
            companies, company name, logo, industry, size, website and description.
          </li>
          <li>
            Activity: internships you post, bookmark or apply to, applications and their status, and messages.
          </li>
          <li>
            Technical data: session cookies, IP address and browser type, used to keep your account secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: "Signing Up with GitHub or Google",
    content: (
      <p>
        You can sign up via GitHub or Google instead of creating a password. When you do, the provider shares
        your name, email address and profile picture with us, and we use them to create your {site.name}{" "}
        profile. We do not receive your GitHub or Google password, and we do not post anything to those
        accounts. You can revoke our access at any time in your provider's settings.
      </p>
    ),
  },
  {
    title: "How We Use Your Information",
    content: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To show internships that match your skills and to deliver your applications to companies.</li>
        <li>To send notifications and emails about applications, status changes and messages.</li>
        <li>To produce aggregated statistics that help us and our users improve the service.</li>
        <li>To prevent abuse and to comply with legal obligations.</li>
      </ul>
    ),
  },
  {
    title: "How We Share Information",
    content: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            With the companies you apply to, who see your profile, cover letter and the resume attached to
            your application.
          </li>
          <li>
            With students who applied to your internships, who see your company profile, if you are a company.
          </li>
          <li>
            With service providers who host our systems or send email on our behalf, under confidentiality
            terms.
          </li>
          <li>When the law requires it, or to protect the rights and safety of our users.</li>
        </ul>
      </>
    ),
  },
  {
    title: "Resumes and Uploaded Files",
    content: (
      <p>
        Resumes are private. A resume is available only to you, to the companies you applied to and to{" "}
        {site.name} administrators. Profile photos and company logos are public so that they can appear on
        listings and messages.
      </p>
    ),
  },
  {
    title: "Cookies and Sessions",
    content: (
      <p>
        We use a secure, HTTP-only session cookie to keep you signed in. We do not use advertising cookies or
        third-party trackers.
      </p>
    ),
  },
  {
    title: "Data Retention",
    content: (
      <p>
        We keep your information for as long as your account exists. When an account is deleted, we remove its
        profile, applications and bookmarks; messages you exchanged remain visible to the other person, shown
        as from an unknown sender.
      </p>
    ),
  },
  {
    title: "Data Security",
    content: (
      <p>
        We protect your information with encrypted connections, hashed passwords, access checks on every
        request and limited staff access. No system is perfectly secure, so please use a strong, unique
        password.
      </p>
    ),
  },
  {
    title: "Your Rights and Choices",
    content: (
      <p>
        You can view and update your profile at any time, turn off email notifications, and ask us for a copy
        of your data or to delete your account by writing to{" "}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. {site.name} is not intended for
        children under 13, and we do not knowingly collect their information.
      </p>
    ),
  },
  {
    title: "Changes to This Policy and Contact",
    content: (
      <p>
        We may update this policy. When we make material changes we will notify you by email or on the
        platform before they take effect, as described in our{" "}
        <Link to={paths.termsOfService.getHref()}>Terms of Service</Link>. Questions? Contact us at{" "}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    ),
  },
];
