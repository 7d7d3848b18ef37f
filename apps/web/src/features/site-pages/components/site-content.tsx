import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import type { SiteSection } from "./site-page";

/** The text of the About, Contact, Careers and Help pages. */
type SiteContent = { title: string; intro: React.ReactNode; sections: SiteSection[] };

export const ABOUT: SiteContent = {
  title: "About InternPath",
  intro: (
    <p>
      {site.name} is an internship marketplace run like a university career centre: students find and apply to
      internships, companies post them and review applicants, and a small team of administrators keeps the
      listings honest.
    </p>
  ),
  sections: [
    {
      title: "For students",
      content: (
        <>
          <p>
            Search open internships by title, skill, location, type and pay, save the ones you like and apply
            with your profile and resume in a few clicks. You can follow every application from Pending to a
            decision, and you get a message and an email when its status changes.
          </p>
          <p>
            Your resume stays private: only you, the companies you apply to and our administrators can open
            it.
          </p>
        </>
      ),
    },
    {
      title: "For companies",
      content: (
        <p>
          Post internships, open and close them when you are ready, and review every applicant in one place:
          read their profile and resume, move them from Pending to Reviewing, then Accepted or Rejected, and
          write to them directly. Your dashboard counts what needs your attention.
        </p>
      ),
    },
    {
      title: "How we work",
      content: (
        <ul>
          <li>Every rule is checked on our server: who may see, post, apply or decide.</li>
          <li>Postings past their deadline stop taking applications on their own.</li>
          <li>Nothing on the platform is simulated: a message sent is a message delivered.</li>
        </ul>
      ),
    },
  ],
};

export const CONTACT: SiteContent = {
  title: "Contact us",
  intro: <p>We read every message and answer within two working days.</p>,
  sections: [
    {
      title: "Support",
      content: (
        <p>
          For questions about your account, an application or a posting, write to{" "}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. Please tell us the email address of
          your account, never your password.
        </p>
      ),
    },
    {
      title: "Companies and universities",
      content: (
        <p>
          If you would like to post internships for your company, or to offer {site.name} to the students of
          your university, write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> with a few
          words about your organisation and we will set you up.
        </p>
      ),
    },
    {
      title: "Reporting a problem",
      content: (
        <p>
          If a posting looks wrong or misleading, or you found a security problem, write to{" "}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>. We look at reports first.
        </p>
      ),
    },
  ],
};

export const CAREERS: SiteContent = {
  title: "Careers at InternPath",
  intro: (
    <p>
      We are a small team building the place where students find their first job. We care about clear screens,
      honest rules and software that works on a slow phone.
    </p>
  ),
  sections: [
    {
      title: "Open roles",
      content: (
        <p>
          We have no open positions at the moment. We are always glad to hear from engineers, designers and
          people who have worked in a university career centre: send a short note and a link to your work to{" "}
          <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>.
        </p>
      ),
    },
    {
      title: "How we hire",
      content: (
        <ul>
          <li>A first conversation of thirty minutes about what you want to do.</li>
          <li>A small paid exercise close to our daily work, never an unpaid take-home project.</li>
          <li>A conversation with the team, and an answer within a week.</li>
        </ul>
      ),
    },
    {
      title: "Internships",
      content: (
        <p>
          When we take interns ourselves, the posting is on{" "}
          <Link to={paths.app.internships.getHref()}>our own internship list</Link>, like everyone else's.
        </p>
      ),
    },
  ],
};

export const HELP: SiteContent = {
  title: "Help",
  intro: <p>Answers to the questions we hear most often.</p>,
  sections: [
    {
      title: "Signing up and signing in",
      content: (
        <>
          <p>
            Choose Student or Company when you <Link to={paths.auth.signUp.getHref()}>create an account</Link>
            , then confirm your email address with the link we send you; you can sign in once it is confirmed.
            The account type cannot be changed later.
          </p>
          <p>
            Forgot your password? Use "Forgot password?" on the{" "}
            <Link to={paths.auth.signIn.getHref()}>sign-in page</Link> and we will email you a link to set a
            new one.
          </p>
        </>
      ),
    },
    {
      title: "Applying to an internship",
      content: (
        <p>
          Open an internship from the <Link to={paths.app.internships.getHref()}>internship list</Link> and
          choose Apply Now. You can apply once to each open internship before its deadline. Your application
          keeps the resume you had when you sent it; My Applications shows its status.
        </p>
      ),
    },
    {
      title: "Posting internships and reviewing applicants",
      content: (
        <p>
          Companies post from Manage Internships with Post New Internship. A posting can be kept as a draft,
          opened and closed. Applicants appear under Review Applications, where you can change their status
          and write to them.
        </p>
      ),
    },
    {
      title: "Still stuck?",
      content: (
        <p>
          Write to <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> or see the{" "}
          <Link to={paths.contact.getHref()}>contact page</Link>.
        </p>
      ),
    },
  ],
};
