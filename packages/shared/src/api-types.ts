/**
 * Response shapes of the marketplace API. The server returns
 * exactly these; the web app reads exactly these. Dates are ISO strings;
 * `deadline` is a date (YYYY-MM-DD).
 */
import type { ApplicationDecision, ApplicationProgress } from "./decision-types.ts";
import type { ApplicationStatus, InternshipStatus, InternshipType, Role } from "./enums.ts";
import type { Responsiveness } from "./responsiveness.ts";

/** Keyset pagination: opaque cursors, stable while data is unchanged. */
export type Page<T> = {
  items: T[];
  /** Pass as `after` to get the next page; null on the last page. */
  nextCursor: string | null;
  /** Pass as `before` to get the previous page; null on the first page. */
  prevCursor: string | null;
  /** How many rows match the filters in all (browse stops counting at BROWSE_COUNT_LIMIT). */
  total: number;
  /** Browse only: more than `total` match ("1,000+"). */
  isTotalCapped?: boolean;
};

export type SkillMatch = { matchedSkills: string[]; totalSkills: number };

/** A posting's terms, as a card, the posting page and the admin's detail carry them. */
export type PostingTerms = {
  location: string;
  isRemote: boolean;
  type: InternshipType;
  duration: string;
  stipend: string | null;
  deadline: string | null;
  skills: string[];
  status: InternshipStatus;
};

export type InternshipCard = PostingTerms & {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  /** `verified`: the company is a verified employer (docs/product.md, "Verified employers"). */
  company: { id: string; companyName: string | null; logoUrl: string | null; verified: boolean };
  /** Only for a signed-in student; otherwise false / null. */
  isBookmarked: boolean;
  /** The student's application to it, if they applied (null for anyone else). */
  application: { status: ApplicationStatus; createdAt: string } | null;
  /** Only for a student sharing at least one skill with it; the internship's skills that the student has. */
  match: SkillMatch | null;
};

export type InternshipDetail = InternshipCard & {
  requirements: string;
  updatedAt: string;
  company: InternshipCard["company"] & {
    industry: string | null;
    bio: string | null;
    website: string | null;
    size: string | null;
    /** How the company answers applicants (null below the minimum sample). */
    responsiveness: Responsiveness | null;
  };
  /**
   * For its company and admins: whether its company is live and why an admin hid it (null when not
   * hidden); null for everyone else.
   */
  moderation: { companyLive: boolean; hiddenReason: string | null } | null;
  /** What the viewer can do here. */
  viewer: {
    application: { id: string; status: ApplicationStatus; createdAt: string; updatedAt: string } | null;
    /** True for a student with no application to an open internship before its deadline. */
    canApply: boolean;
    hasResume: boolean;
    isOwner: boolean;
    /** A student who already reported it (once per internship). */
    hasReported: boolean;
  };
};

export type ApplicationCounts = Record<ApplicationStatus | "all", number>;

export type StudentApplication = {
  id: string;
  status: ApplicationStatus;
  coverLetter: string | null;
  resumeUrl: string;
  createdAt: string;
  updatedAt: string;
  internship: {
    id: string;
    title: string;
    location: string;
    isRemote: boolean;
    type: InternshipType;
    duration: string;
    status: InternshipStatus;
    companyName: string | null;
  };
  /** Dates for the progress line (Submitted, Under review, Decision), from the status history. */
  progress: ApplicationProgress;
};

export type ApplicantProfile = {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  university: string | null;
  degree: string | null;
  graduationYear: number | null;
  skills: string[];
};

export type CompanyApplication = {
  id: string;
  status: ApplicationStatus;
  coverLetter: string | null;
  resumeUrl: string;
  createdAt: string;
  updatedAt: string;
  student: ApplicantProfile;
  internship: { id: string; title: string };
  /** The company's newest decision that was not undone (waiting or taken effect); null before one. */
  decision: ApplicationDecision | null;
};

export type CompanyInternshipRow = {
  id: string;
  title: string;
  location: string;
  isRemote: boolean;
  type: InternshipType;
  status: InternshipStatus;
  deadline: string | null;
  skills: string[];
  applicationCount: number;
  createdAt: string;
  updatedAt: string;
  /** Set while the company is asked whether this open posting is still open (docs/product.md, "Stale postings"). */
  confirmRequestedAt?: string | null;
};

/** The full internship as its owner edits it. */
export type EditableInternship = {
  id: string;
  title: string;
  location: string;
  duration: string;
  description: string;
  requirements: string;
  skills: string[];
  type: InternshipType;
  isRemote: boolean;
  stipend: string | null;
  deadline: string | null;
  status: InternshipStatus;
};

export type StatusChange = {
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  createdAt: string;
};

export type StudentDashboard = {
  counts: { total: number; pending: number; reviewing: number; accepted: number; rejected: number };
  hasResume: boolean;
  recentApplications: StudentApplication[];
  latestInternships: InternshipCard[];
  /** Open internships ranked by skill overlap, then recency; empty when the student lists no skills. */
  recommended: InternshipCard[];
};

export type CompanyDashboard = {
  counts: {
    activeInternships: number;
    totalApplications: number;
    pendingReview: number;
    draftInternships: number;
  };
  recentApplications: CompanyApplication[];
  activeInternships: CompanyInternshipRow[];
};

/** Someone a message was exchanged with; null once that account is deleted (shown as 'Unknown'). */
export type MessagePerson = {
  id: string;
  fullName: string;
  companyName: string | null;
  role: Role;
};

/** A row of the Inbox or Sent list. */
export type MessageListItem = {
  id: string;
  subject: string;
  /** The start of the text (MESSAGE_PREVIEW_LENGTH characters at most). */
  preview: string;
  createdAt: string;
  isRead: boolean;
  /** The sender on the Inbox, the recipient on Sent. */
  counterpart: MessagePerson | null;
};

export type MessageDetail = {
  id: string;
  subject: string;
  messageText: string;
  createdAt: string;
  isRead: boolean;
  sender: (MessagePerson & { email: string }) | null;
  recipient: (MessagePerson & { email: string }) | null;
};

/** Someone the signed-in user may message, in the compose form's order (admins, companies, students, then name). */
export type MessageRecipient = MessagePerson;

/** GET /api/companies/:id: what anyone may see of a company, with how many internships it has open. */
export type PublicCompany = {
  id: string;
  companyName: string | null;
  logoUrl: string | null;
  industry: string | null;
  size: string | null;
  bio: string | null;
  website: string | null;
  location: string | null;
  verified: boolean;
  openInternships: number;
  /** How the company answers applicants (null below the minimum sample). */
  responsiveness: Responsiveness | null;
};
