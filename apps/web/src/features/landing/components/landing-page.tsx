import {
  Bookmark,
  ClipboardCheck,
  Download,
  FileText,
  ListChecks,
  MessageSquare,
  Search,
  Users,
} from "lucide-react";
import { MainContent, SkipLink } from "@/components/layout/skip-link";
import { DocumentTitle } from "@/components/ui/document-title";
import { AudienceSection, type Benefit } from "./audience-section";
import { ClosingCtaSection } from "./closing-cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { TestimonialsSection } from "./testimonials-section";

const STUDENT_BENEFITS: Benefit[] = [
  {
    title: "Search that fits you",
    description:
      "Filter open internships by type, location and remote work, and see how well your skills match.",
    icon: Search,
  },
  {
    title: "Apply in one click",
    description: "Your resume is saved on your profile; add a cover letter and send your application.",
    icon: FileText,
  },
  {
    title: "Always know where you stand",
    description: "Follow each application from submitted to under review to a decision.",
    icon: ListChecks,
  },
  {
    title: "Save and talk",
    description: "Bookmark internships for later and message the companies you applied to.",
    icon: Bookmark,
  },
];

const COMPANY_BENEFITS: Benefit[] = [
  {
    title: "Post internships in minutes",
    description: "Describe the role, skills and stipend, keep drafts, and open or close listings any time.",
    icon: ClipboardCheck,
  },
  {
    title: "Review applicants in one place",
    description:
      "Read cover letters and resumes, view profiles, and move candidates from review to a decision.",
    icon: Users,
  },
  {
    title: "Talk to candidates",
    description: "Message the students who applied, and hear about new applications as they arrive.",
    icon: MessageSquare,
  },
  {
    title: "Export your pipeline",
    description: "Download your applicants as a CSV file to share with your hiring team.",
    icon: Download,
  },
];

export function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <DocumentTitle />
      <SkipLink />
      <LandingHeader />
      <MainContent>
        <HeroSection />
        <AudienceSection
          id="students"
          eyebrow="Start your career"
          title="For Students"
          lead="Discover internships that match your skills and interests, apply with your saved resume, and follow every application until you hear back."
          benefits={STUDENT_BENEFITS}
          signUpRole="student"
          callToAction="Create a student account"
          tinted
        />
        <AudienceSection
          id="companies"
          eyebrow="Build your team"
          title="For Companies"
          lead="Reach motivated students, manage your internship listings and review every applicant without spreadsheets or inbox threads."
          benefits={COMPANY_BENEFITS}
          signUpRole="company"
          callToAction="Create a company account"
        />
        <FeaturesSection />
        <TestimonialsSection />
        <ClosingCtaSection />
      </MainContent>
      <LandingFooter />
    </div>
  );
}
